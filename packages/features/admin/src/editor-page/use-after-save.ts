import { toast } from '@tonearm/ui';
import { useNavigate } from 'react-router';
import { useCatalogueEndpoints } from '../catalogue-editors/catalogue-endpoints';

/**
 * What a catalogue form does once saved: says so in a toast, then goes back to its list; an area with no list (the
 * artist's backstage) stays on the form, which `stay` resets to what was saved.
 */
export function useAfterSave(kind: 'tracks' | 'albums' | 'artists') {
  const navigate = useNavigate();
  const listHref = useCatalogueEndpoints().listHref(kind);
  return (message: string, stay: () => void) => {
    toast.positive(message);
    if (listHref) navigate(listHref);
    else stay();
  };
}
