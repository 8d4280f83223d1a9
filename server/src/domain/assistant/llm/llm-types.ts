import type { Language } from '@common/constants';

/** What the optional LLM is asked: a free-form question the built-in engine cannot answer. */
export type LlmQuestion = {
  question: string;
  language: Language;
  /**
   * The session's visa facts in plain sentences (the requirement, the allowed stay…). The LLM
   * is told they are authoritative and must not contradict them.
   */
  facts: readonly string[];
};

/** An OpenAI-compatible chat-completions endpoint. Never throws. */
export type LlmClient = {
  /** The answer, or null after the timeout or any error (the caller falls back). */
  answer(question: LlmQuestion): Promise<string | null>;
};
