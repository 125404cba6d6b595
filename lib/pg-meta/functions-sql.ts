/**
 * postgres-meta's `GET /functions` query (PostgresFunction), shared by the self-hosted route handler and
 * the mock platform (`schemaCondition`: the caller's condition on `n.nspname`).
 * Plain functions only (not aggregates, window functions or procedures), as postgres-meta lists them.
 * An internal function's "definition" is the name of the built-in C routine: postgres-meta gives it as
 * complete_statement and an empty definition. has_default follows the catalog: the last
 * pronargdefaults *input* arguments have defaults, OUT and TABLE arguments never do.
 */
export function functionsSql(schemaCondition: string): string {
  return `
select
  p.oid as id,
  n.nspname as schema,
  p.proname as name,
  l.lanname as language,
  case when l.lanname = 'internal' then '' else p.prosrc end as definition,
  case when l.lanname = 'internal' then p.prosrc else pg_catalog.pg_get_functiondef(p.oid) end as complete_statement,
  pg_catalog.pg_get_function_arguments(p.oid) as argument_types,
  pg_catalog.pg_get_function_identity_arguments(p.oid) as identity_argument_types,
  pg_catalog.pg_get_function_result(p.oid) as return_type,
  case p.provolatile when 'i' then 'IMMUTABLE' when 's' then 'STABLE' else 'VOLATILE' end as behavior,
  p.prosecdef as security_definer,
  p.proretset as is_set_returning_function,
  p.prorettype as return_type_id,
  nullif(rt.typrelid, 0) as return_type_relation_id,
  case when p.proretset then nullif(p.prorows, 0) end as prorows,
  coalesce((
    select jsonb_agg(jsonb_build_object(
      'mode', case arg.mode when 'o' then 'out' when 'b' then 'inout' when 'v' then 'variadic' when 't' then 'table' else 'in' end,
      'name', coalesce(arg.name, ''),
      'type_id', arg.type_id::int8,
      'has_default', arg.mode in ('i', 'b', 'v') and arg.input_index > p.pronargs - p.pronargdefaults
    ) order by arg.ordinality)
    from (
      select a.ordinality, a.type_id, coalesce(m.mode, 'i') as mode, n.name,
        count(*) filter (where coalesce(m.mode, 'i') in ('i', 'b', 'v')) over (order by a.ordinality) as input_index
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type_id, ordinality)
      left join unnest(p.proargmodes) with ordinality as m(mode, ordinality) using (ordinality)
      left join unnest(p.proargnames) with ordinality as n(name, ordinality) using (ordinality)
    ) arg
  ), '[]'::jsonb) as args,
  (
    select jsonb_object_agg(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1))
    from unnest(p.proconfig) as setting
  ) as config_params,
  pg_catalog.obj_description(p.oid, 'pg_proc') as comment
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_language l on l.oid = p.prolang
left join pg_catalog.pg_type rt on rt.oid = p.prorettype
where p.prokind = 'f' and ${schemaCondition}
order by n.nspname, p.proname, p.oid`
}
