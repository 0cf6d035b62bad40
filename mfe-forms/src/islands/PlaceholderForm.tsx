import { useState } from 'react';
import { create } from 'zustand';

/** Placeholder form (the forms issue replaces it): proves hooks and a shared zustand store hydrate. */
const useDraft = create<{ name: string; setName: (name: string) => void }>((set) => ({
  name: '',
  setName: (name) => set({ name }),
}));

export function PlaceholderForm({ title, formType }: { title: string; formType: string }) {
  const { name, setName } = useDraft();
  const [touched, setTouched] = useState(false);
  return (
    <form method="post" className="lead-form" data-form={formType}>
      <h2>{title}</h2>
      <label>
        Name
        <input
          name="name"
          value={name}
          onChange={(event) => {
            setTouched(true);
            setName(event.target.value);
          }}
        />
      </label>
      <button type="submit">{touched ? 'Send' : 'Request help'}</button>
    </form>
  );
}
