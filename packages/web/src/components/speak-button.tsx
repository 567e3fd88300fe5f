import { useEffect, useState, useSyncExternalStore } from 'react';

/** The voice tag a text's language needs: Swedish texts as sv-SE, English as en. */
function voiceFor(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice | undefined {
  const base = lang.toLowerCase().slice(0, 2);
  const matching = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith(base));
  const preferred = base === 'sv' ? 'sv-se' : 'en-';
  return matching.find((voice) => voice.lang.toLowerCase().replace('_', '-').startsWith(preferred)) ?? matching[0];
}

const synth = (): SpeechSynthesis | undefined => (typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis);

/** The browser's voices; they often arrive after start, announced by `voiceschanged`. The snapshot changes only
 * when the list does (by name and language), as useSyncExternalStore needs. */
function subscribe(onChange: () => void): () => void {
  const speech = synth();
  speech?.addEventListener('voiceschanged', onChange);
  return () => speech?.removeEventListener('voiceschanged', onChange);
}
let cached: SpeechSynthesisVoice[] = [];
function snapshot(): SpeechSynthesisVoice[] {
  const voices = synth()?.getVoices() ?? [];
  const key = (list: readonly SpeechSynthesisVoice[]) => list.map((voice) => `${voice.name}|${voice.lang}`).join(',');
  if (key(voices) !== key(cached)) cached = voices;
  return cached;
}

export interface SpeakButtonProps {
  text: string;
  /** The text's language ('sv' or 'en'). */
  lang: string;
  /** What is read, for the button's name: "Listen to the Swedish text". */
  label: string;
  className?: string;
}

/**
 * A speaker button that reads `text` aloud with the browser's speech synthesis in a voice for `lang`; a second press
 * stops. Hidden when the browser has no voice for the language.
 */
export function SpeakButton({ text, lang, label, className = '' }: SpeakButtonProps) {
  const voices = useSyncExternalStore(subscribe, snapshot, () => cached);
  const voice = voiceFor(voices, lang);
  const [speaking, setSpeaking] = useState(false);

  // Whatever this button started stops when it goes away.
  useEffect(() => () => void (speaking && synth()?.cancel()), [speaking]);

  if (!voice || !text.trim()) return null;

  function toggle() {
    const speech = synth();
    if (!speech || !voice) return;
    speech.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    const done = () => setSpeaking(false);
    utterance.addEventListener('end', done);
    utterance.addEventListener('error', done);
    setSpeaking(true);
    speech.speak(utterance);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={speaking}
      aria-label={label}
      title={speaking ? 'Stop' : label}
      className={`btn-ghost px-2.5 py-1.5 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M11 5 6 9H3v6h3l5 4V5z" strokeLinejoin="round" />
        {speaking ? (
          <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
        ) : (
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
