// /products/{id} and /products/create are placeholders in the product (spec section 2's route table).
import { useParams } from "wouter";
import { PlaceholderPage } from "../../../ui/placeholder-page.tsx";
import { PRODUCTS_TEXT } from "../strings.ts";

const T = PRODUCTS_TEXT;

export function ProductDetailScreen() {
  const { id = "" } = useParams<{ id: string }>();
  return <PlaceholderPage title={T.detail(id)} />;
}

export function ProductCreateScreen() {
  return <PlaceholderPage title={T.create} />;
}
