import Link from 'next/link';
import type { Department } from './catalog.server';

export function CategoryList({ departments }: { departments: Department[] }) {
  return (
    <nav aria-label="Departamentos" className="category-list">
      <ul>
        {departments.map((department) => (
          <li key={department.uid}>
            <Link href={department.href}>{department.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
