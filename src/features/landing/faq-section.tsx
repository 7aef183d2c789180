import { useState } from 'react';

import { ExpandMoreIcon } from './icons';
import { FAQ, FAQ_TITLE, SECTION_IDS } from './landing-content';
import { SectionTitle } from './section-title';

/**
 * One question and its answer, the WAI-ARIA accordion pattern: the question is an h3 holding a button that shows
 * or hides the answer's region.
 */
function FaqItem({ index, question, answer }: { index: number; question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const questionId = `pregunta-${index}`;
  const answerId = `respuesta-${index}`;
  return (
    <div className={`landing-faq-item${open ? ' landing-faq-item-open' : ''}`}>
      <h3 className="landing-faq-heading">
        <button
          type="button"
          id={questionId}
          aria-expanded={open}
          aria-controls={answerId}
          className="landing-faq-question"
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span className="landing-faq-question-text">{question}</span>
          <ExpandMoreIcon className="landing-faq-chevron" />
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={questionId}
        hidden={!open}
        className="landing-faq-answer"
      >
        <p className="plain-secondary">{answer}</p>
      </div>
    </div>
  );
}

/** Short, honest answers; each question is an h3 button. */
export function FaqSection() {
  const titleId = `${SECTION_IDS.faq}-titulo`;
  return (
    <section id={SECTION_IDS.faq} aria-labelledby={titleId} className="landing-section">
      <SectionTitle id={titleId}>{FAQ_TITLE}</SectionTitle>
      <div className="landing-faq">
        {FAQ.map(({ question, answer }, index) => (
          <FaqItem key={question} index={index} question={question} answer={answer} />
        ))}
      </div>
    </section>
  );
}
