/** `npm run kit-styles`: writes each kit module's CSS from its components (extract-styles.tsx). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// antd names its classes for production builds only when it runs as one.
process.env.NODE_ENV = 'production';
void import('./extract-styles').then(({ extractKitStyles }) => {
  for (const [group, css] of Object.entries(extractKitStyles())) writeFileSync(path.join(__dirname, '../styles', `${group}.css`), css);
});
