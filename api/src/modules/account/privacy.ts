/** What the account screens show of stored personal data (spec §2 account details, sessions). */

/** TC No partly masked: the first 3 and last 2 digits stay. */
export function maskPersonalNo(value: string): string {
  if (value.length <= 5) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 5)}${value.slice(-2)}`;
}

/** An IP address partly masked: IPv4 keeps two parts, IPv6 its first two groups. */
export function maskIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) {
    const [a, b] = v4.split('.');
    return `${a}.${b}.*.*`;
  }
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean);
    return `${groups.slice(0, 2).join(':')}:*`;
  }
  return ip ? '*' : '';
}

export interface AgentDescription {
  browser: string;
  os: string;
  device: string;
}

/** Browser, OS and device type from a user agent (bowser, loaded on first use). */
export async function describeUserAgent(userAgent: string): Promise<AgentDescription> {
  if (!userAgent) return { browser: '', os: '', device: '' };
  const { default: Bowser } = await import('bowser');
  const parsed = Bowser.parse(userAgent);
  const version = parsed.browser.version?.split('.')[0];
  return {
    browser: [parsed.browser.name, version].filter(Boolean).join(' '),
    os: [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' '),
    device: parsed.platform.type ?? '',
  };
}
