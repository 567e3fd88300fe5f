import { MESSAGES } from '@swedish-translator/core';
import { Outlet, useLocation } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { DirectionSwitcher } from './direction-switcher';
import { ModelDownloadNotice } from './model-download-notice';

export function TranslatePage() {
  const isImage = useLocation().pathname.startsWith('/translate/image');
  return (
    <div className="space-y-6">
      <div className="text-center">
        <PageHeading
          className="text-2xl font-bold tracking-tight sm:text-3xl"
          title={isImage ? MESSAGES.imageTabHeading : MESSAGES.textTabHeading}
        />
        <p className="mt-1 text-muted">{isImage ? MESSAGES.imageTabSubtitle : MESSAGES.textTabSubtitle}</p>
      </div>
      <ModelDownloadNotice />
      <DirectionSwitcher />
      <Outlet />
    </div>
  );
}
