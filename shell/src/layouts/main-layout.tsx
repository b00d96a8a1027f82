import type { ReactNode } from 'react';
import { Header } from '../widgets/header';
import './layout.css';

export type MainLayoutProps = { variant: 'main' | 'main-auth' | 'auth' | '404' | 'not-found'; children: ReactNode };

export function MainLayout({ variant, children }: MainLayoutProps) {
  return (
    <div className={`layout layout-${variant}`} data-layout={variant}>
      <Header />
      <main className="layout-content">{children}</main>
      <footer className="layout-footer">© {new Date().getFullYear()} Микрозаймы онлайн. Решение по заявке — в течение 1 дня.</footer>
    </div>
  );
}
