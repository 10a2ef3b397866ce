// The three plans of spec section 2 with their per-month prices for the chosen billing: Basic offers
// Downgrade, Standard is the current plan (its button disabled), Plus offers Upgrade.
import { useId } from "react";
import { SETTINGS_TEXT } from "../strings.ts";
import { PLANS } from "./sample-data.ts";

const T = SETTINGS_TEXT.plans;

function PlanCard({
  plan,
  annual,
  onChoose,
}: {
  plan: (typeof PLANS)[number];
  annual: boolean;
  onChoose(): void;
}) {
  const headingId = useId();
  return (
    <li>
      <section
        className={`plan-card${plan.offer === "current" ? " current" : ""}`}
        aria-labelledby={headingId}
      >
        <h2 id={headingId}>{T.names[plan.id]}</h2>
        <p className="plan-price">
          <span className="plan-amount">${annual ? plan.annual : plan.monthly}</span> {T.perMonth}
        </p>
        <p className="plan-billing">{annual ? T.billedAnnually : T.billedMonthly}</p>
        {plan.offer === "current" ? (
          <button type="button" className="button" disabled>
            {T.currentPlan}
          </button>
        ) : (
          // Not solid: Save Changes is the page's one main action.
          <button type="button" className="button" onClick={onChoose}>
            {plan.offer === "upgrade" ? T.upgrade : T.downgrade}
          </button>
        )}
      </section>
    </li>
  );
}

export function PlanCards({ annual, onChoose }: { annual: boolean; onChoose(): void }) {
  return (
    <ul className="plan-cards">
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} annual={annual} onChoose={onChoose} />
      ))}
    </ul>
  );
}
