import type { MenusTable } from './schema';

type MenuSeed = Omit<MenusTable, 'company_id' | 'language_id' | 'menu_name'> & {
  names: { en: string; fr: string; es: string };
};

const TECHNICIAN = 1;
const DISPATCHER = 2;
const ADMINISTRATOR = 3;

function entry(
  menu_id: number,
  parent_menu_id: number,
  en: string,
  fr: string,
  es: string,
  ui_page_name: string,
  extra: Partial<Pick<MenusTable, 'icon' | 'is_external' | 'act_class' | 'min_role_group'>> = {},
): MenuSeed {
  return {
    menu_id,
    parent_menu_id,
    names: { en, fr, es },
    ui_page_name,
    icon: extra.icon ?? '',
    is_external: extra.is_external ?? 0,
    act_class: extra.act_class ?? '',
    sort_order: menu_id,
    min_role_group: extra.min_role_group ?? TECHNICIAN,
  };
}

/**
 * The demo menu. Its UiPageName values cover every navigation rule of the spec: aliases (managecustomers,
 * createpm, ...), create flags, the integration targ, report dashboards by id, report typeid links, an external
 * link; Reports (73) and Admin (82) hold column blocks whose entries have children.
 */
const MENU: MenuSeed[] = [
  entry(1, 0, 'Home', 'Accueil', 'Inicio', '/home', { icon: 'home', act_class: 'home' }),

  entry(10, 0, 'Work Orders', 'Ordres de travail', 'Órdenes de trabajo', '', {
    icon: 'clipboard',
    act_class: 'workorder',
  }),
  entry(
    11,
    10,
    'Create Work Order',
    'Créer un ordre de travail',
    'Crear orden de trabajo',
    '/workorder/createworkorder',
  ),
  entry(
    12,
    10,
    'Technician Jobs',
    'Interventions',
    'Trabajos de técnicos',
    '/customview/ManageTechnicianJobs',
  ),
  entry(13, 10, 'Quick Work Order', 'Ordre de travail rapide', 'Orden de trabajo rápida', '/quickworkorder'),

  entry(20, 0, 'Dispatch', 'Répartition', 'Despacho', '', {
    icon: 'truck',
    act_class: 'dispatch',
    min_role_group: DISPATCHER,
  }),
  entry(
    21,
    20,
    'Dispatch Board',
    'Tableau de répartition',
    'Tablero de despacho',
    '/dispatch/dispatchboard',
    {
      min_role_group: DISPATCHER,
    },
  ),
  entry(22, 20, 'Field Status', 'État du terrain', 'Estado en campo', '/customview/FieldStatus', {
    min_role_group: DISPATCHER,
  }),

  entry(30, 0, 'Customers', 'Clients', 'Clientes', '', { icon: 'users', act_class: 'customer' }),
  entry(31, 30, 'Manage Customers', 'Gérer les clients', 'Gestionar clientes', 'managecustomers'),
  entry(32, 30, 'New Customer', 'Nouveau client', 'Nuevo cliente', '/customview/customer?create=true'),
  entry(33, 30, 'Vendors', 'Fournisseurs', 'Proveedores', '/customview/vendors/'),

  entry(40, 0, 'PM', 'Maintenance préventive', 'Mantenimiento preventivo', '', {
    icon: 'calendar',
    act_class: 'pm',
  }),
  entry(41, 40, 'New PM', 'Nouvelle MP', 'Nuevo MP', 'createpm'),
  entry(42, 40, 'PM Equipment', 'Équipements MP', 'Equipos MP', '/pm/pmequipment'),
  entry(43, 40, 'New PM Equipment', 'Nouvel équipement MP', 'Nuevo equipo MP', '/pm/pmequipmentcreate'),

  entry(50, 0, 'Projects', 'Projets', 'Proyectos', '', { icon: 'folder', act_class: 'project' }),
  entry(51, 50, 'Manage Projects', 'Gérer les projets', 'Gestionar proyectos', '/customview/ManageProjects'),
  entry(52, 50, 'New Project', 'Nouveau projet', 'Nuevo proyecto', '/project/createproject'),
  entry(
    53,
    50,
    'New Project (list)',
    'Nouveau projet (liste)',
    'Nuevo proyecto (lista)',
    '/customview/ManageProjects?create=true',
  ),

  entry(60, 0, 'Inventory', 'Stock', 'Inventario', '', { icon: 'box', act_class: 'inventory' }),
  entry(61, 60, 'Inventory', 'Stock', 'Inventario', '/inventory'),
  entry(62, 60, 'Part Requests', 'Demandes de pièces', 'Solicitudes de piezas', '/partrequestqueue'),

  entry(73, 0, 'Reports', 'Rapports', 'Informes', '', {
    icon: 'chart',
    act_class: 'reports',
    min_role_group: DISPATCHER,
  }),
  entry(74, 73, 'Dashboards', 'Tableaux de bord', 'Paneles', '', { min_role_group: DISPATCHER }),
  entry(
    741,
    74,
    'Operations Dashboard',
    'Tableau des opérations',
    'Panel de operaciones',
    '/reports/dashboards?id=12',
    {
      min_role_group: DISPATCHER,
    },
  ),
  entry(
    742,
    74,
    'Management Dashboard',
    'Tableau de direction',
    'Panel de dirección',
    '/dashboards/managementdashboard',
    {
      min_role_group: DISPATCHER,
    },
  ),
  entry(75, 73, 'Logs', 'Journaux', 'Registros', '', { min_role_group: DISPATCHER }),
  entry(751, 75, 'SMS Log', 'Journal SMS', 'Registro de SMS', '/reports/smslogreport?typeid=3', {
    min_role_group: DISPATCHER,
  }),
  entry(
    752,
    75,
    'E-mail Log',
    'Journal des e-mails',
    'Registro de correos',
    '/reports/emailogreport?typeid=4',
    {
      min_role_group: DISPATCHER,
    },
  ),

  entry(82, 0, 'Admin', 'Administration', 'Administración', '', {
    icon: 'settings',
    act_class: 'admin',
    min_role_group: ADMINISTRATOR,
  }),
  entry(83, 82, 'Company', 'Société', 'Empresa', '', { min_role_group: ADMINISTRATOR }),
  entry(831, 83, 'Companies', 'Sociétés', 'Empresas', '/admin/company', { min_role_group: ADMINISTRATOR }),
  entry(
    832,
    83,
    'System Settings',
    'Paramètres système',
    'Configuración del sistema',
    '/admin/systemsettings/',
    {
      min_role_group: ADMINISTRATOR,
    },
  ),
  entry(833, 83, 'Embed Keys', "Clés d'intégration", 'Claves de integración', '/admin/embedkeys', {
    min_role_group: ADMINISTRATOR,
  }),
  entry(84, 82, 'Integration', 'Intégration', 'Integración', '', { min_role_group: ADMINISTRATOR }),
  entry(
    841,
    84,
    'Accounting Client',
    'Client comptable',
    'Cliente contable',
    '/integration/client?targ=accounting',
    {
      min_role_group: ADMINISTRATOR,
    },
  ),
  entry(842, 84, 'Data Import', 'Import de données', 'Importación de datos', '/dataimport', {
    min_role_group: ADMINISTRATOR,
  }),

  entry(90, 0, 'Help Centre', "Centre d'aide", 'Centro de ayuda', 'https://example.com/help', {
    icon: 'help',
    is_external: 1,
    act_class: 'help',
  }),
];

/** Menu rows of one company in English (language 1), French (language 2) and Spanish (language 3). */
export function menuRows(companyId: number): MenusTable[] {
  const rows: MenusTable[] = [];
  for (const [languageId, key] of [
    [1, 'en'],
    [2, 'fr'],
    [3, 'es'],
  ] as const) {
    for (const { names, ...item } of MENU) {
      rows.push({ ...item, company_id: companyId, language_id: languageId, menu_name: names[key] });
    }
  }
  return rows;
}
