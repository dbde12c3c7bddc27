import { validationError, type FieldValidator, type ValidationError } from './errors';

/**
 * Rule factories, the building blocks of the per-form validators (forms.ts). Every rule except
 * `required` accepts a missing value, so rules compose: `chain(required(), lengthBetween(5, 30))`
 * reports `required` for an empty field and the length otherwise. Values may arrive as strings
 * (forms) or numbers (json bodies, selects); anything else counts as missing.
 */

export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text of a value: strings as they are, finite numbers as digits, anything else ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Length in characters as a person counts them (code points, so 'ğ' or an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}

/** Runs the rules in order and returns the first failure. */
export function chain(...rules: FieldValidator[]): FieldValidator {
  return (value, allValues) => {
    for (const rule of rules) {
      const error = rule(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
}

/** A rule on the text of a present value (missing values pass). */
function onText(check: (text: string) => ValidationError | undefined): FieldValidator {
  return (value) => (isMissing(value) ? undefined : check(textOf(value)));
}

export function required(): FieldValidator {
  return (value) => (isMissing(value) ? validationError('required') : undefined);
}

export function minLength(min: number): FieldValidator {
  return onText((t) => (charCount(t) < min ? validationError('minLength', { min }) : undefined));
}

export function maxLength(max: number): FieldValidator {
  return onText((t) => (charCount(t) > max ? validationError('maxLength', { max }) : undefined));
}

export function lengthBetween(min: number, max: number): FieldValidator {
  return onText((t) => {
    const n = charCount(t);
    return n < min || n > max ? validationError('lengthBetween', { min, max }) : undefined;
  });
}

export function exactLength(length: number): FieldValidator {
  return onText((t) =>
    charCount(t) !== length ? validationError('exactLength', { length }) : undefined,
  );
}

/**
 * spec §5: "letters only (Turkish letters included), single spaces between words". Any Unicode
 * letter (with its combining marks, so the 'i̇' that 'İ'.toLowerCase() yields is a letter too);
 * words separated by exactly one space, no space at either end.
 */
const LETTER_WORDS = /^(?:\p{L}\p{M}*)+(?: (?:\p{L}\p{M}*)+)*$/u;
export function lettersOnly(): FieldValidator {
  return onText((t) => (LETTER_WORDS.test(t) ? undefined : validationError('lettersOnly')));
}

/** Bounds of a person's name, in characters (ISO/IEC 7813 embosses at most 26 on a card). */
export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 64;
/**
 * A person's name as a bank or card network takes it: letters (Turkish ones included, with
 * their combining marks), single spaces, and the `.` `'` `-` of initials and compound names
 * ("Ayşe Nur O'Brien-Yılmaz", "J. R. Smith"); it starts and ends with a letter or `.`. Anything
 * else (`<`, `>`, `=`, digits, quotes other than the apostrophe) is refused, so markup never
 * reaches a screen as a name.
 */
const PERSON_NAME = /^(?:\p{L}\p{M}*)(?:(?:\p{L}\p{M}*)|[.'’-]|(?<! ) (?! ))*$/u;
export function personName(): FieldValidator {
  return onText((t) => {
    const n = charCount(t);
    return n >= PERSON_NAME_MIN && n <= PERSON_NAME_MAX && PERSON_NAME.test(t) && !/ $/.test(t)
      ? undefined
      : validationError('personName', { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX });
  });
}

/**
 * spec §5: username "letters and digits only". ASCII letters: a username is typed at login on
 * any keyboard, and ASCII keeps case-insensitive lookups free of the Turkish dotted/dotless i.
 */
export function alphanumeric(): FieldValidator {
  return onText((t) => (/^[A-Za-z0-9]+$/.test(t) ? undefined : validationError('alphanumeric')));
}

/** ASCII digits 0-9 only. */
export function digitsOnly(): FieldValidator {
  return onText((t) => (/^[0-9]+$/.test(t) ? undefined : validationError('digitsOnly')));
}

/**
 * spec §5: "valid e-mail format": one @, a local part and a dotted domain without spaces or
 * empty labels. Deliberately plain: whether the address exists is for the mail to find out.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export function email(): FieldValidator {
  return onText((t) => (EMAIL.test(t) && !t.includes('..') ? undefined : validationError('email')));
}

/** spec §5 (call request name): "not blank after trimming". */
export function notBlank(): FieldValidator {
  return onText((t) => (t.trim().length === 0 ? validationError('notBlank') : undefined));
}

/** spec §5: "must match" / "confirmPassword must equal password (error key mismatch)". */
export function matchesField(otherField: string): FieldValidator {
  return (value, allValues) => {
    if (isMissing(value)) return undefined;
    const other = allValues ? (allValues as Record<string, unknown>)[otherField] : undefined;
    return textOf(value) === textOf(other) ? undefined : validationError('mismatch');
  };
}

/** The value is one of the allowed ones (compared as text, so '1' matches 1). */
export function oneOf(allowed: readonly (string | number)[]): FieldValidator {
  const texts = allowed.map(String);
  return (value) => {
    if (isMissing(value)) return undefined;
    return texts.includes(textOf(value)) ? undefined : validationError('oneOf');
  };
}

/** A number as typed: digits, optional sign and one decimal point or comma (tr-TR). */
export function numeric({ integer = false } = {}): FieldValidator {
  const pattern = integer ? /^-?\d+$/ : /^-?\d+(?:[.,]\d+)?$/;
  return onText((t) => (pattern.test(t.trim()) ? undefined : validationError('number')));
}

/** A day or month box: an integer from..to as text ("07"); anything else is not a date. */
export function dateUnitRange(from: number, to: number): FieldValidator {
  return onText((t) => {
    const n = Number(t);
    return Number.isInteger(n) && n >= from && n <= to ? undefined : validationError('invalidDate');
  });
}

/**
 * An amount in lira from min to max with at most two decimals (kuruş), as a number or as typed
 * ("12,50"): deposit limits, bet slip stakes. The message names both ends.
 */
export function amountBetween(min: number, max: number): FieldValidator {
  return (value) => {
    if (isMissing(value)) return undefined;
    const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(n) && n >= min && n <= max && Math.round(n * 100) === n * 100
      ? undefined
      : validationError('amountRange', {
          min: min.toLocaleString('en'),
          max: max.toLocaleString('en'),
        });
  };
}
