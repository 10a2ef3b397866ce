// /products/{id} and /products/create are placeholders in the product (spec section 2's route table).
import { useParams } from "wouter";
import { TEXT } from "../../../ui/strings.ts";

const T = TEXT.products;

function Placeholder({ title }: { title: string }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      <p>{T.placeholder}</p>
    </main>
  );
}

export function ProductDetailScreen() {
  const { id = "" } = useParams<{ id: string }>();
  return <Placeholder title={T.detail(id)} />;
}

export function ProductCreateScreen() {
  return <Placeholder title={T.create} />;
}
