-- A new member joins its upline's team by explicit calls (issue 32), no longer by a trigger on member that wrote the
-- agent's tree: the member module's statement that inserts a member calls its member_joined() in that statement, and
-- that calls the agent module's member_tree_place(). The tree moves with the member, in its transaction, as before.

drop trigger member_tree_join on member;
drop function member_tree_join();

-- Files a member under its upline and under every ancestor of the upline; nothing for a member without an upline.
-- owner: agent
create function member_tree_place(p_member bigint, p_upline bigint)
returns void
language sql as $$
  insert into member_tree (ancestor_id, descendant_id, depth)
    select p_upline, p_member, 1 where p_upline is not null
    union all
    select t.ancestor_id, p_member, t.depth + 1 from member_tree t where t.descendant_id = p_upline;
$$;

-- What a new member tells the other modules, called by the statement that inserts it: the agent's team tree.
-- owner: member
create function member_joined(p_member bigint, p_upline bigint)
returns void
language sql as $$
  select member_tree_place(p_member, p_upline);
$$;
