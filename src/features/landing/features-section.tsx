import { CheckList } from './check-list';
import { FeaturePreview } from './feature-previews';
import { FEATURES, FEATURES_TITLE, SECTION_IDS } from './landing-content';
import { SectionTitle } from './section-title';

/** The three things Asiste does better, each beside a mock-up of the screen that does it. */
export function FeaturesSection() {
  const titleId = `${SECTION_IDS.features}-titulo`;
  return (
    <section id={SECTION_IDS.features} aria-labelledby={titleId} className="landing-section">
      <SectionTitle id={titleId}>{FEATURES_TITLE}</SectionTitle>
      <div className="landing-features">
        {FEATURES.map((feature, index) => (
          <article key={feature.id} aria-labelledby={`funcion-${feature.id}`} className="landing-feature">
            {/* Text and mock-up swap sides from one feature to the next on a wide screen. */}
            <div className={index % 2 === 0 ? undefined : 'landing-feature-text-second'}>
              <h3 id={`funcion-${feature.id}`} className="landing-feature-title">
                {feature.title}
              </h3>
              <p className="plain-secondary">{feature.text}</p>
              <CheckList points={feature.points} className="landing-feature-points" />
            </div>
            <FeaturePreview feature={feature.id} />
          </article>
        ))}
      </div>
    </section>
  );
}
