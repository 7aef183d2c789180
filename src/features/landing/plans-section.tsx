import { Link as RouterLink } from 'react-router-dom';

import { formatCLP } from '../../domain/format/numbers';
import { CheckList } from './check-list';
import { PLANS, PLANS_TITLE, SECTION_IDS, type Plan } from './landing-content';
import { SectionTitle } from './section-title';

function Price({ plan }: { plan: Plan }) {
  if (plan.pricePerPerson === null) {
    return <p className="landing-price landing-price-amount">Conversemos</p>;
  }
  return (
    <p className="landing-price">
      <span className="landing-price-amount">{formatCLP(plan.pricePerPerson)}</span>
      {plan.pricePerPerson > 0 && <span className="landing-price-unit">por persona al mes + IVA</span>}
    </p>
  );
}

function PlanAction({ plan }: { plan: Plan }) {
  const { action } = plan;
  const className = `plain-button plain-button--large ${
    plan.featured ? 'plain-button--contained' : 'plain-button--outlined'
  } landing-plan-action`;
  return 'to' in action ? (
    <RouterLink to={action.to} className={className}>
      {action.label}
    </RouterLink>
  ) : (
    <a href={`#${action.section}`} className={className}>
      {action.label}
    </a>
  );
}

/** The three plans, priced in pesos (the amounts live in landing-content.ts). */
export function PlansSection() {
  const titleId = `${SECTION_IDS.plans}-titulo`;
  return (
    <section id={SECTION_IDS.plans} aria-labelledby={titleId} className="landing-section">
      <SectionTitle id={titleId}>{PLANS_TITLE}</SectionTitle>
      <div className="landing-plans">
        {PLANS.map((plan) => (
          <article
            key={plan.name}
            aria-labelledby={`plan-${plan.name}`}
            className={`landing-plan${plan.featured ? ' landing-plan-featured' : ''}`}
          >
            <div>
              <h3 id={`plan-${plan.name}`} className="landing-plan-name">
                {plan.name}
              </h3>
              <p className="plain-secondary">{plan.people}</p>
            </div>
            <Price plan={plan} />
            <CheckList points={plan.points} className="landing-plan-points" />
            <PlanAction plan={plan} />
          </article>
        ))}
      </div>
    </section>
  );
}
