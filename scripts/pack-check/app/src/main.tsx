import '@tonearm/ui/styles.css';
import './app.css';
import {
  Button,
  ButtonLink,
  Dialog,
  DialogTitle,
  DialogTrigger,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  RouterProvider,
  Select,
  SelectItem,
  ToastRegion,
  toast,
} from '@tonearm/ui';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider as AppRouter, createBrowserRouter, Outlet, useHref, useNavigate } from 'react-router';

/** Mounts the kit's router provider with the app's router, as the kit's README says. */
function Layout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <ToastRegion />
    </RouterProvider>
  );
}

function Home() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [refTag, setRefTag] = useState('none');
  const [action, setAction] = useState('none');
  useEffect(() => setRefTag(buttonRef.current?.tagName ?? 'none'), []);
  return (
    <main>
      <h1>Kit install check</h1>
      <p className="app-note">The app’s own note.</p>
      <output data-testid="ref-tag">{refTag}</output>
      <output data-testid="menu-action">{action}</output>
      <Button ref={buttonRef} className="rounded-none" onPress={() => toast.positive('Playlist saved')}>
        Save
      </Button>
      <MenuTrigger>
        <Button variant="outline">Sort</Button>
        <Menu aria-label="Sort" onAction={(key) => setAction(String(key))}>
          <MenuItem id="artist">Artist</MenuItem>
          <MenuItem id="album">Album</MenuItem>
          <MenuItem id="title">Title</MenuItem>
          <MenuItem id="tempo">Tempo</MenuItem>
        </Menu>
      </MenuTrigger>
      <Select label="Quality" placeholder="Choose a quality">
        <SelectItem id="low">Low</SelectItem>
        <SelectItem id="high">High</SelectItem>
      </Select>
      <DialogTrigger>
        <Button variant="outline">Details</Button>
        <Modal>
          <Dialog>
            <DialogTitle>Track details</DialogTitle>
            <p>Recorded live.</p>
          </Dialog>
        </Modal>
      </DialogTrigger>
      <ButtonLink href="/library">Library</ButtonLink>
    </main>
  );
}

function Library() {
  return <h1>Your library</h1>;
}

const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      children: [
        { path: '/', element: <Home /> },
        { path: '/library', element: <Library /> },
      ],
    },
  ],
  { basename: '/base' },
);

const root = document.getElementById('root');
if (root) createRoot(root).render(<AppRouter router={router} />);
