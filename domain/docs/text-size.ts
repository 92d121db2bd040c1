// The Text Size add-on: one of five fixed steps, 90, 100, 115,
// 130 and 150 percent, default 100, stored in local storage. The slider allows only these steps.
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_STEPS } from './constants';

export const isTextSizeStep = (value: number): boolean => TEXT_SIZE_STEPS.includes(value);

export const textSizeIndex = (value: number): number => {
  const index = TEXT_SIZE_STEPS.indexOf(value);
  return index < 0 ? TEXT_SIZE_STEPS.indexOf(DEFAULT_TEXT_SIZE) : index;
};

/** The step `delta` steps away, staying at the smallest or largest step. */
export const stepTextSize = (value: number, delta: number): number => {
  const index = Math.min(TEXT_SIZE_STEPS.length - 1, Math.max(0, textSizeIndex(value) + delta));
  return TEXT_SIZE_STEPS[index]!;
};

/** The stored value when it is one of the steps, else the default. */
export const parseStoredTextSize = (raw: string | null): number => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return DEFAULT_TEXT_SIZE;
  const value = Number(raw.trim());
  return isTextSizeStep(value) ? value : DEFAULT_TEXT_SIZE;
};
