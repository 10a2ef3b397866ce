// D27 on the signed-out forms other than sign-in (which has its own file):
// registration, the reset request and the new password. A host without a provider (its 501), no
// answer, a 503 and a timeout each read as the service being unavailable, never as the answer's own
// words ("No provider at this host", a fault's description), and every field keeps what was typed.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { OUTAGES, quietly, renderDuring, type Outage } from "../../../../test/failure-kit.tsx";
import { renderAt } from "../../../../test/render.tsx";
import { UI_TEXT } from "../../../ui/strings.ts";
import { REGISTER_TEXT, RESET_PASSWORD_TEXT, SET_PASSWORD_TEXT } from "../strings.ts";

interface Form {
  name: string;
  path: string;
  /** Label and value of each field typed. */
  fields: [RegExp, string][];
  submit: string;
  failed: (reason: string) => string;
}

const FORMS: Form[] = [
  {
    name: "registration",
    path: "/register",
    fields: [
      [/^First Name/, "Ines"],
      [/^Last Name/, "Invitee"],
      [/^Email Address/, "ines@example.com"],
      [/^Password/, "Sturdy123"],
      [/^Confirm Your Password/, "Sturdy123"],
    ],
    submit: REGISTER_TEXT.submit,
    failed: REGISTER_TEXT.failed,
  },
  {
    name: "the reset request",
    path: "/reset-password",
    fields: [[/^Email Address/, "buyer@example.com"]],
    submit: RESET_PASSWORD_TEXT.submit,
    failed: RESET_PASSWORD_TEXT.failed,
  },
  {
    name: "the new password",
    path: `/reset-password/${"0".repeat(64)}`,
    fields: [
      [/^Password/, "Harbor2026x"],
      [/^Confirm Your Password/, "Harbor2026x"],
    ],
    submit: SET_PASSWORD_TEXT.submit,
    failed: SET_PASSWORD_TEXT.failed,
  },
];

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillAndSubmit(form: Form) {
  const user = userEvent.setup();
  for (const [label, value] of form.fields) await user.type(field(label), value);
  await user.click(screen.getByRole("button", { name: form.submit }));
}

async function assertUnavailableKeepsInput(form: Form) {
  const alert = await screen.findByRole("alert");
  assert.is(alert.textContent, form.failed(UI_TEXT.unavailable.reason));
  for (const [label, value] of form.fields) assert.is(field(label).value, value);
}

const NO_PROVIDER = { config: { apiBase: "/api/no-provider-here/" } };

for (const form of FORMS) {
  test(`${form.name}: a host without a provider (501) says the service is unavailable, keeping what was typed`, async () => {
    await renderAt(form.path, NO_PROVIDER);
    await fillAndSubmit(form);
    await assertUnavailableKeepsInput(form);
  });
  for (const outage of OUTAGES as Outage[])
    test(`${form.name}: ${outage} says the service is unavailable, keeping what was typed`, () =>
      quietly(async () => {
        await renderDuring(outage, form.path);
        await fillAndSubmit(form);
        await assertUnavailableKeepsInput(form);
      }));
}

test.run();
