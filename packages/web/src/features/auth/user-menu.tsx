import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MESSAGES } from '@swedish-translator/core';
import { useAuth } from './auth-context';

export function UserMenu() {
  const { user, signOut } = useAuth();
  if (!user) return null;
  const name = user.full_name?.trim() || user.email;
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focus is still on its trigger.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {/* Named by its visible text (WCAG 2.5.3): the initial is decoration, the purpose is read but not shown. */}
        <button type="button" className="btn-secondary max-w-56">
          <span
            aria-hidden="true"
            data-initial={name.charAt(0).toUpperCase()}
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs text-white before:content-[attr(data-initial)]"
          />
          <span className="truncate">
            <span className="sr-only">Account menu for </span>
            {name}
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          collisionPadding={8}
          sideOffset={6}
          className="z-50 min-w-56 max-w-[var(--radix-dropdown-menu-content-available-width)] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-medium text-ink">{name}</p>
            {user.full_name?.trim() && <p className="text-xs text-muted">{user.email}</p>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="tap-target flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-slate-100"
          >
            {MESSAGES.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
