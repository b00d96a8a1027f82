/** Markup with each tag's attributes, and the names in its class, in one order: what differs is what is drawn. */
export const normalized = (html: string) =>
  html.replace(/<([a-z0-9]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attributes: string, selfClosing: string) => {
    const list = [...attributes.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)].map(([, name, value = '']) =>
      name === 'class' ? `class="${value.split(/\s+/).filter(Boolean).sort().join(' ')}"` : `${name}="${value}"`,
    );
    return `<${[tag, ...list.sort()].join(' ')}${selfClosing}>`;
  });

