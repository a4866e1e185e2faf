import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Validator } from '../../validation/rules';

type Messages<K extends string> = Partial<Record<K, string>>;

/**
 * Values and §5 messages for a small form. A field is checked when it loses focus after an edit,
 * then on every change (so a message clears as soon as it is fixed), and all fields are checked
 * on submit. Nothing shows while the user has only tabbed through.
 */
export function useFormFields<K extends string>(initial: Record<K, string>, rules: Partial<Record<K, Validator>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<K>>({});
  const [dirty, setDirty] = useState<Partial<Record<K, boolean>>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});

  const check = (name: K, value: string) => rules[name]?.(value) ?? undefined;

  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setDirty((d) => ({ ...d, [name]: true }));
      if (touched[name]) setErrors((e) => ({ ...e, [name]: check(name, value) }));
    },
    onBlur: () => {
      if (!dirty[name]) return;
      setTouched((t) => ({ ...t, [name]: true }));
      setErrors((e) => ({ ...e, [name]: check(name, values[name]) }));
    },
  });

  /**
   * Checks every field with a rule; when one fails, focuses the first failing input of the form
   * (keyboard and screen-reader users land on the problem) and returns false.
   */
  const validateAll = (event: FormEvent<HTMLFormElement>): boolean => {
    const names = Object.keys(rules) as K[];
    const next: Messages<K> = {};
    names.forEach((name) => { next[name] = check(name, values[name]); });
    setErrors(next);
    setTouched(Object.fromEntries(names.map((n) => [n, true])) as Record<K, boolean>);
    const firstInvalid = names.find((name) => next[name]);
    if (!firstInvalid) return true;
    const input = event.currentTarget.elements.namedItem(firstInvalid);
    if (input instanceof HTMLElement) input.focus();
    return false;
  };

  return { values, errors, field, validateAll };
}
