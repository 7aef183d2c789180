/**
 * Emotion's style tags (MUI's CSS: hundreds of rules once a few screens have rendered in a worker) are kept out of
 * the document in component tests. jsdom lays nothing out, and its getComputedStyle resolved every rule for each
 * element a role query or an accessible name looked at: most of a screen test's time (the whole unit suite took
 * 156 s of wall time without them against 450–530 s with them). Inline styles still apply, so MUI's transitions
 * (`visibility: hidden` once a Fade or Collapse has exited) and the `hidden` attribute hide as before. Emotion
 * keeps writing its tags, into a container outside the document.
 *
 * A test file about the CSS itself (the theme's colours, the shell's layout) calls `withEmotionStyles()`: its
 * tests see every tag in the document.
 */
import { afterAll, beforeAll } from 'vitest';

const STATE = Symbol.for('asiste.emotionStyles');

interface StylesState {
  /** Where emotion's tags go while they are out of the document. */
  detached: HTMLElement;
  /** A file asked for them in the document. */
  inDocument: boolean;
}

type WithState = Document & { [STATE]?: StylesState };

const isEmotionStyle = (node: Node): boolean =>
  node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');

/** This document's state; null before `keepEmotionStylesOut` ran on it. */
function stateOf(doc: Document): StylesState | null {
  return (doc as WithState)[STATE] ?? null;
}

/** Where a node appended to `parent` goes: emotion's tags for the head go to the detached container. */
function target(parent: Node, node: Node): Node {
  const state = stateOf(document);
  return state !== null && !state.inDocument && parent === document.head && isEmotionStyle(node)
    ? state.detached
    : parent;
}

/**
 * Sends emotion's tags to a detached container from now on (the setup file calls it before each test file):
 * each document gets its container, and `Node.prototype` is patched once.
 */
export function keepEmotionStylesOut(): void {
  const doc = document as WithState;
  doc[STATE] ??= { detached: doc.createElement('div'), inDocument: false };
  const proto = Node.prototype as Node & { [STATE]?: true };
  if (proto[STATE]) return;
  proto[STATE] = true;
  const { insertBefore, appendChild } = Node.prototype;
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    const into = target(this, node);
    return insertBefore.call(into, node, child !== null && child.parentNode === into ? child : null) as T;
  };
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    return appendChild.call(target(this, node), node) as T;
  };
}

/** For a test file about CSS: emotion's tags are in the document during its tests, and out again after. */
export function withEmotionStyles(): void {
  beforeAll(() => {
    const state = stateOf(document);
    if (state === null) return;
    state.inDocument = true;
    for (const tag of Array.from(state.detached.children)) document.head.appendChild(tag);
  });
  afterAll(() => {
    const state = stateOf(document);
    if (state === null) return;
    state.inDocument = false;
    for (const tag of Array.from(document.head.querySelectorAll('style[data-emotion]')))
      state.detached.appendChild(tag);
  });
}
