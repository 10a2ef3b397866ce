import { cleanup, render } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { EmailText } from "./email-text.tsx";

test.after.each(cleanup);

test("an address reads as typed, breakable only before its @ and the dots of its domain", () => {
  const { container } = render(<EmailText email="chelsie_friesen@mail.example.co.uk" />);
  assert.is(container.textContent, "chelsie_friesen@mail.example.co.uk");
  assert.is(container.innerHTML, "<span>chelsie_friesen<wbr>@mail<wbr>.example<wbr>.co<wbr>.uk</span>");
});

test("text without an @ (a real provider's odd value) is shown as it is", () => {
  const { container } = render(<EmailText email="no-at-sign" />);
  assert.is(container.innerHTML, "no-at-sign");
});

test.run();
