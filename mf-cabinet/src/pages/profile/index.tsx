import { useGate, useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { $user } from '@microloans/platform';
import { NavLink, useParams } from '@microloans/platform/router';
import { formatPhone } from '@microloans/shared-contracts/validation';
import { links, pageFrames, profileSections, routePaths, type ProfileSection } from '@microloans/shared-contracts/routes';
import { Card, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { AccountControl } from '../../features/account-control';
import { Consents } from '../../features/consents';
import { Contacts } from '../../features/email-verification';
import { ProfileForm } from '../../features/profile-edit';
import { RecentActivity } from '../../widgets/recent-activity';
import { isProfileSection, ProfilePageGate } from './model';

const sectionTitles: Record<ProfileSection, string> = {
  Activity: 'Активность',
  Contacts: 'Контакты',
  Control: 'Управление',
  Docs: 'Документы',
};

const tabStyle = ({ isActive }: { isActive: boolean }): CSSProperties => ({
  padding: '6px 12px',
  borderRadius: 8,
  background: isActive ? '#1d4ed8' : '#fff',
  color: isActive ? '#fff' : '#1f2937',
  border: '1px solid #d1d5db',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/**
 * `/profile` (the personal data form) and its sections at `/profile/sections/<Name>` — Activity,
 * Contacts, Control, Docs (SPEC §2). An unknown section is the 404 screen.
 */
export function ProfilePage() {
  const { section } = useParams();
  const user = useUnit($user);
  useGate(ProfilePageGate, { section });
  const unknown = section !== undefined && !isProfileSection(section);

  if (unknown) return null;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {pageFrames.profile.heading}
        </Typography.Title>
        {user ? (
          <dl data-testid="profile-summary" style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
            <dt>ФИО</dt>
            <dd style={{ margin: 0 }}>{user.fio}</dd>
            <dt>Телефон</dt>
            <dd style={{ margin: 0 }}>{formatPhone(user.phone)}</dd>
            <dt>Эл. почта</dt>
            <dd style={{ margin: 0 }}>{user.email ?? 'не указана'}</dd>
          </dl>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
      <nav aria-label="Разделы профиля" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <NavLink to={routePaths.profile} end style={tabStyle}>
          Личные данные
        </NavLink>
        {profileSections.map((name) => (
          <NavLink key={name} to={links.profileSection(name)} style={tabStyle}>
            {sectionTitles[name]}
          </NavLink>
        ))}
      </nav>
      {!user ? (
        <Card data-testid="profile-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : section === 'Activity' ? (
        <RecentActivity />
      ) : section === 'Contacts' ? (
        <Contacts user={user} />
      ) : section === 'Control' ? (
        <AccountControl user={user} />
      ) : section === 'Docs' ? (
        <Consents user={user} />
      ) : (
        <Card>
          <ProfileForm key={`${user.updatedAt}:${user.phone}`} user={user} />
        </Card>
      )}
    </Flex>
  );
}
