import { createAppConfig } from 'shared-contracts/federation';

export default createAppConfig({ appDir: __dirname, container: 'shell', title: 'Микрозаймы онлайн' });
