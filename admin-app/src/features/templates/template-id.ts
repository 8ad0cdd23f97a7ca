/** /admin/templates/{id}: a number or the word new; anything else names nothing. */
export type TemplateRoute =
  { kind: 'new' } | { kind: 'existing'; id: number } | { kind: 'invalid' };

export const parseTemplateId = (param: string | undefined): TemplateRoute => {
  if (param === 'new') return { kind: 'new' };
  if (param && /^\d{1,9}$/.test(param) && Number(param) > 0)
    return { kind: 'existing', id: Number(param) };
  return { kind: 'invalid' };
};
