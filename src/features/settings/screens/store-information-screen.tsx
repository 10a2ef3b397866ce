// Settings: Store Information (/settings/store, spec section 2): the active store's name and shipping
// address from the session, sample values for what the session does not carry. Wired to no call.
import { useSession } from "../../../session/session-context.tsx";
import { Field } from "../../../ui/field.tsx";
import { SETTINGS_TEXT } from "../strings.ts";
import { SAMPLE_MAILING_ADDRESS, SAMPLE_STORE, type SampleAddress } from "../components/sample-data.ts";
import { SettingsActions, useNotice } from "../components/settings-actions.tsx";
import { useDraft } from "../components/use-draft.ts";
import { PageTitle } from "../../../ui/page-title.tsx";
import { OverdueSetting } from "../components/overdue-setting.tsx";
import { ApprovalSettingSlot } from "../approval/slot.tsx";

const T = SETTINGS_TEXT.store;
const ADDRESS_FIELDS = ["address1", "address2", "city", "state", "zipCode"] as const;

const prefixed = (prefix: string, address: SampleAddress) =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [`${prefix}.${name}`, address[name]]));

export function StoreInformationScreen() {
  const store = useSession()?.user.activeStore;
  const primary = store?.shippingAddress ?? SAMPLE_MAILING_ADDRESS;
  const draft = useDraft<Record<string, string>>({
    name: store?.name ?? "",
    ...SAMPLE_STORE,
    ...prefixed("primary", primary),
    ...prefixed("mailing", SAMPLE_MAILING_ADDRESS),
  });
  const notice = useNotice();

  const address = (prefix: string, legend: string) => (
    <fieldset className="settings-fieldset">
      <legend>{legend}</legend>
      {ADDRESS_FIELDS.map((name) => (
        <Field key={name} label={T[name]} {...draft.bind(`${prefix}.${name}`)} />
      ))}
    </fieldset>
  );

  return (
    <main className="page settings-page">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <form
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          notice.show(T.notWired);
        }}
      >
        <Field label={T.name} {...draft.bind("name")} />
        <Field label={T.createdOn} readOnly {...draft.bind("createdOn")} />
        <div className="settings-pair">
          <Field label={T.contactNumber} type="tel" {...draft.bind("contactNumber")} />
          <Field label={T.contactExtension} inputMode="numeric" {...draft.bind("contactExtension")} />
        </div>
        <div className="settings-pair">
          <Field label={T.faxNumber} type="tel" {...draft.bind("faxNumber")} />
          <Field label={T.faxExtension} inputMode="numeric" {...draft.bind("faxExtension")} />
        </div>
        {address("primary", T.primaryAddress)}
        {address("mailing", T.mailingAddress)}
        <SettingsActions
          notice={notice.text}
          onCancel={() => {
            draft.reset();
            notice.clear();
          }}
        />
      </form>
      <OverdueSetting />
      {/* The store's approval limit, where the provider has extension "approval" (D242). */}
      <ApprovalSettingSlot />
    </main>
  );
}
