import { findTextProblem, type TextKind, textProblemMessage } from '@swedish-translator/core';
import type { z } from 'zod';

/**
 * core's text rule as a zod refinement: `.superRefine(textRule('front_text', 'multiline'))`. Put it before the
 * length checks, so a text that breaks both is told about the character.
 */
export function textRule(field: string, kind: TextKind) {
  return (value: string, ctx: z.RefinementCtx<string>): void => {
    const problem = findTextProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(field, problem), input: value });
  };
}
