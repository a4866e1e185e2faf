import { useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * A field's rule. Besides its own value it gets all the form's values, for rules that compare
 * fields (a password confirmation); a plain §5 Validator (validation/rules.ts) fits as it is.
 */
export type FieldRule<K extends string> = (value: string, values: Record<K, string>) => string | null;

type Messages<K extends string> = Partial<Record<K, string>>;

/**
 * Values and §5 messages for a small form. A field is checked when it loses focus after an edit,
 * then on every change (so a message clears as soon as it is fixed), and all fields are checked
 * on submit. Nothing shows while the user has only tabbed through.
 */
export function useFormFields<K extends string>(initial: Record<K, string>, rules: Partial<Record<K, FieldRule<K>>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<K>>({});
  const [dirty, setDirty] = useState<Partial<Record<K, boolean>>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  // The server's refusals, shown under their fields until that field is edited (a local rule's
  // message, when there is one, comes first).
  const [serverErrors, setServerErrors] = useState<Messages<K>>({});

  const check = (name: K, all: Record<K, string>) => rules[name]?.(all[name], all) ?? undefined;

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      setDirty((d) => ({ ...d, [name]: true }));
      setServerErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
      // Re-check every field already checked, not only this one: a rule may compare fields
      // (changing the password updates the confirmation's message).
      const checked = (Object.keys(touched) as K[]).filter((k) => touched[k]);
      if (checked.length) setErrors((e) => ({ ...e, ...Object.fromEntries(checked.map((k) => [k, check(k, next)])) }));
    },
    onBlur: () => {
      if (!dirty[name]) return;
      setTouched((t) => ({ ...t, [name]: true }));
      setErrors((e) => ({ ...e, [name]: check(name, values) }));
    },
  });

  /**
   * Checks every field with a rule; when one fails, focuses the first failing input of the form
   * (keyboard and screen-reader users land on the problem) and returns false.
   */
  const validateAll = (event: FormEvent<HTMLFormElement>): boolean => {
    const names = Object.keys(rules) as K[];
    const next: Messages<K> = {};
    names.forEach((name) => { next[name] = check(name, values); });
    setErrors(next);
    setTouched(Object.fromEntries(names.map((n) => [n, true])) as Record<K, boolean>);
    const firstInvalid = names.find((name) => next[name]);
    if (!firstInvalid) return true;
    const input = event.currentTarget.elements.namedItem(firstInvalid);
    if (input instanceof HTMLElement) input.focus();
    return false;
  };

  const shown = { ...serverErrors } as Messages<K>;
  for (const name of Object.keys(errors) as K[]) if (errors[name]) shown[name] = errors[name];

  return { values, errors: shown, field, validateAll, setServerErrors };
}
