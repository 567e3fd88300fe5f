import type { Locator, Page } from 'playwright-core';

/** The learner's lookup on a translation: interactive words, the lookup card and the speaker buttons. */
export class LookupPage {
  constructor(readonly page: Page) {}

  sourceWord(word: string): Locator {
    return this.page.locator(`[data-side="src"][data-word="${word}"]`).first();
  }

  translationWord(word: string): Locator {
    return this.page.locator(`[data-side="tgt"][data-word="${word}"]`).first();
  }

  /** The words the hovered or focused word is linked to, as their text. */
  linkedWords(): Promise<string[]> {
    return this.page.locator('.word-linked').allInnerTexts();
  }

  activeElementWord(): Promise<string | null> {
    return this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.word ?? null);
  }

  card(): Locator {
    return this.page.getByTestId('lookup-card');
  }

  cardDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  entries(): Locator {
    return this.card().getByTestId('lookup-entry');
  }

  speakButton(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}

/** What the page's stand-in speechSynthesis was asked to say. */
export interface SpokenUtterance {
  text: string;
  lang: string;
  voice: string | null;
}

/**
 * Replaces the browser's speechSynthesis with a recorder standing in for the operating system's voices: a Swedish
 * and an English voice (unless `voices` says otherwise), announced by `voiceschanged` after start as real browsers do.
 * What would be spoken lands in `window.__spoken`; cancel() is counted in `window.__cancelled`.
 */
export async function installSpeechRecorder(
  page: Page,
  voices = [
    { name: 'Alva', lang: 'sv-SE' },
    { name: 'Daniel', lang: 'en-GB' },
  ],
) {
  // Plain script text: the test runner's transform would add helpers (__name) the page does not have.
  await page.addInitScript({
    content: `(() => {
      const list = ${JSON.stringify(voices)};
      window.__spoken = [];
      window.__cancelled = 0;
      const target = new EventTarget();
      let available = [];
      // The real utterance only takes a real voice; the stand-in keeps what it is given.
      function Utterance(text) {
        Object.assign(this, { text, lang: '', voice: null, rate: 1, pitch: 1, volume: 1 });
        const events = new EventTarget();
        this.addEventListener = events.addEventListener.bind(events);
        this.removeEventListener = events.removeEventListener.bind(events);
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      const synth = {
        getVoices: () => available,
        speak(u) { window.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice ? u.voice.name : null }); },
        cancel() { window.__cancelled += 1; },
        pause() {}, resume() {},
        speaking: false, pending: false, paused: false,
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
        dispatchEvent: target.dispatchEvent.bind(target),
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      // Voices arrive after start, announced by voiceschanged, as in real browsers.
      setTimeout(() => {
        available = list.map((v) => ({ ...v, voiceURI: v.name, default: false, localService: true }));
        target.dispatchEvent(new Event('voiceschanged'));
      }, 50);
    })();`,
  });
}

export function spoken(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { __spoken: SpokenUtterance[] }).__spoken);
}
