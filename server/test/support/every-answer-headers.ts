// Features a page of this site must never be granted, nor anything it embeds.
const REFUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

/** What every answer needs, page or data: no powerful features, no embedding by other sites. */
export const everyAnswerShortcomings = (headers: Record<string, unknown>): string[] => {
  const problems: string[] = [];
  const policy = String(headers['permissions-policy'] ?? '');
  const granted = new Map(
    policy.split(',').map((part) => part.trim().split('=') as [string, string]),
  );
  for (const feature of REFUSED_FEATURES) {
    if (granted.get(feature) !== '()') problems.push(`Permissions-Policy grants ${feature}`);
  }
  if (headers['cross-origin-resource-policy'] !== 'same-origin') {
    problems.push(
      `Cross-Origin-Resource-Policy is ${String(headers['cross-origin-resource-policy'])}`,
    );
  }
  return problems;
};
