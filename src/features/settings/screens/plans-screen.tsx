// Settings: Plans (/settings/store/plans, spec section 2): placeholder content. The monthly/annual
// switch (annual by default, local state only) sets the prices shown; choosing a plan or saving
// says plainly that plan changes are not available.
import { useState } from "react";
import { SETTINGS_TEXT } from "../strings.ts";
import { SUPPORT_EMAIL } from "../../../ui/strings.ts";
import { PlanCards } from "../components/plan-cards.tsx";
import { SAMPLE_FAQ } from "../components/sample-data.ts";
import { SettingsActions, useNotice } from "../components/settings-actions.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = SETTINGS_TEXT.plans;

export function PlansScreen() {
  const [annual, setAnnual] = useState(true);
  const notice = useNotice();
  const showNotice = () => notice.show(T.notWired);
  return (
    <main className="page settings-page">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <p className="lead">{T.current}</p>
      <div className="billing-switch">
        {/* The switch's state says monthly or annual; this word only marks the off side. */}
        <span aria-hidden="true">{T.monthly}</span>
        {/* The switch inside its label: the words are part of the target a finger hits. */}
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={annual}
            onChange={(event) => setAnnual(event.target.checked)}
          />
          {T.annual} <span className="discount">{T.discount}</span>
        </label>
      </div>
      <PlanCards annual={annual} onChoose={showNotice} />
      <aside className="sales-banner" aria-label={T.contactSales}>
        <div>
          <h2>{T.salesTitle}</h2>
          <p>{T.salesBody}</p>
        </div>
        <a className="button" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(T.contactSales)}`}>
          {T.contactSales}
        </a>
      </aside>
      <section className="faq" aria-label={T.faq}>
        <h2>{T.faq}</h2>
        {SAMPLE_FAQ.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>
      <SettingsActions
        notice={notice.text}
        onSave={showNotice}
        onCancel={() => {
          setAnnual(true);
          notice.clear();
        }}
      />
    </main>
  );
}
