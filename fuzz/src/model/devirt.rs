//! `wholeprogramdevirt`, seed 003's single-implementation devirtualization, restated from the
//! pass's documented rules (LLVM's `WholeProgramDevirt` without branch funnels or virtual
//! constant propagation):
//!
//! 1. A **type test** is a call of `llvm.type.test` or `llvm.public.type.test` on
//!    `(ptr %vt, metadata !"ID")` whose result some `llvm.assume` call takes.
//! 2. Its **virtual calls**: from `%vt`, through `getelementptr`s based on it with constant
//!    indices only (adding their byte offsets, by the data layout), to `load`s from it, to
//!    calls whose callee is the loaded value. For a constant `%vt` (a table itself), its users
//!    in every function; otherwise those in the test's function, and only the calls the test
//!    dominates (a call in a block the entry does not reach is dominated; a call in another
//!    function, found through a constant table, is too). A call found twice keeps its first
//!    finding (functions, then instructions, in module order).
//! 3. Its **candidates** at offset `O`: for every global variable with a `!type` of `ID` at
//!    offset `T`, the function whose address is the pointer at byte `T + O` of its
//!    initializer. A table that is not a constant with an initializer, an offset outside it,
//!    or anything but a function's address exactly there: `unknown-table` (the first such
//!    table in module order).
//! 4. One candidate of the call's function type: `devirtualized single-implementation`;
//!    one of another type: `type-mismatch`; several: `multiple-implementations`; none:
//!    `no-implementation`.
//!
//! Lines: `@f %call DECISION REASON [target=@t | candidates=@a @b | table=@v]`, candidates
//! sorted (the order the pass lists them is not a rule).

use std::collections::{BTreeSet, HashMap, HashSet};

use seam::ir::{
    Block, Body, ConstData, FuncId, GlobalValue, Inst, InstData, MdRef, Module, TypeData, TypeId,
    Value,
};
use seam::passes::Remark;

const PASS: &str = "wholeprogramdevirt";

/// The name of the function a call calls, if it names one.
fn callee_name<'m>(m: &'m Module, data: &InstData) -> Option<&'m str> {
    let InstData::Call(c) = data else { return None };
    let Value::Const(k) = c.callee else {
        return None;
    };
    match m.consts.get(k) {
        ConstData::Global {
            gv: GlobalValue::Func(f),
            ..
        } => m.functions.get(*f).map(|f| f.name.as_str()),
        _ => None,
    }
}

/// One function's instructions indexed once (a module after inlining has large functions and
/// many type tests; scanning the body at each question made the model quadratic).
#[derive(Default)]
struct Index {
    /// Per value, every instruction that takes it as an operand, in layout order, once each.
    users: HashMap<Value, Vec<Inst>>,
    /// Per instruction, its block and position there.
    at: HashMap<Inst, (Block, usize)>,
}

impl Index {
    fn of(body: &Body) -> Index {
        let mut ix = Index::default();
        for &b in &body.layout {
            for (k, &i) in body.blocks[b].insts.iter().enumerate() {
                ix.at.insert(i, (b, k));
                let mut seen: Vec<Value> = Vec::new();
                body.insts[i].data.visit_operands(|o| {
                    if !seen.contains(&o) {
                        seen.push(o);
                    }
                });
                for o in seen {
                    ix.users.entry(o).or_default().push(i);
                }
            }
        }
        ix
    }

    /// Every instruction that takes `v` as an operand, in layout order.
    fn users(&self, v: Value) -> &[Inst] {
        self.users.get(&v).map_or(&[], Vec::as_slice)
    }
}

/// The functions' indexes, built as asked.
struct Indexes<'m> {
    m: &'m Module,
    built: HashMap<FuncId, Index>,
}

impl<'m> Indexes<'m> {
    fn get(&mut self, f: FuncId) -> Option<&Index> {
        let body = self.m.functions[f].body.as_ref()?;
        Some(self.built.entry(f).or_insert_with(|| Index::of(body)))
    }
}

/// A constant integer's value, sign-extended from its width.
fn int_value(m: &Module, v: Value) -> Option<i64> {
    let Value::Const(c) = v else { return None };
    let ConstData::Int { ty, bits } = m.consts.get(c) else {
        return None;
    };
    let w = m.types.int_bits(*ty)?;
    let shift = 64 - w;
    Some(((*bits << shift) as i64) >> shift)
}

/// The byte offset a `getelementptr` over `source_ty` with constant `indices` adds.
fn gep_bytes(m: &Module, source_ty: TypeId, indices: &[Value]) -> Option<i64> {
    let dl = m.data_layout();
    let mut ty = source_ty;
    let mut off = 0i64;
    for (k, &v) in indices.iter().enumerate() {
        let i = int_value(m, v)?;
        if k == 0 {
            off += i.checked_mul(dl.alloc_size(&m.types, ty) as i64)?;
        } else if let TypeData::Array { elem, .. } = m.types.get(ty) {
            off += i.checked_mul(dl.alloc_size(&m.types, *elem) as i64)?;
            ty = *elem;
        } else {
            let fields = m.types.struct_fields(ty)?.0.to_vec();
            let k = usize::try_from(i).ok()?;
            off += *dl.struct_layout(&m.types, ty)?.offsets.get(k)? as i64;
            ty = *fields.get(k)?;
        }
    }
    Some(off)
}

/// The calls of the pointer loaded from `vptr + offset` in `f`, with their offsets.
fn virtual_calls(
    ix: &mut Indexes<'_>,
    f: FuncId,
    vptr: Value,
    offset: i64,
    out: &mut Vec<(FuncId, Inst, i64)>,
) {
    let m = ix.m;
    let Some(body) = &m.functions[f].body else {
        return;
    };
    let Some(users) = ix.get(f).map(|x| x.users(vptr).to_vec()) else {
        return;
    };
    for u in users {
        match &body.insts[u].data {
            InstData::Gep {
                source_ty,
                base,
                indices,
                ..
            } if *base == vptr => {
                if let Some(d) = gep_bytes(m, *source_ty, indices) {
                    virtual_calls(ix, f, Value::Inst(u), offset + d, out);
                }
            }
            InstData::Load { ptr, .. } if *ptr == vptr => {
                let calls = ix.get(f).map_or(&[][..], |x| x.users(Value::Inst(u)));
                for &c in calls {
                    if let InstData::Call(cd) = &body.insts[c].data
                        && cd.callee == Value::Inst(u)
                    {
                        out.push((f, c, offset));
                    }
                }
            }
            _ => {}
        }
    }
}

/// Per block, the blocks that dominate it (the iterative data-flow definition), for the blocks
/// the entry reaches.
fn dominators(body: &Body) -> HashMap<Block, HashSet<Block>> {
    let succs = |b: Block| -> Vec<Block> {
        let Some(&t) = body.blocks[b].insts.last() else {
            return Vec::new();
        };
        match &body.insts[t].data {
            InstData::Br { dest } => vec![*dest],
            InstData::CondBr {
                if_true, if_false, ..
            } => vec![*if_true, *if_false],
            InstData::Switch { default, cases, .. } => {
                let mut v = vec![*default];
                v.extend(cases.iter().map(|(_, b)| *b));
                v
            }
            _ => Vec::new(),
        }
    };
    let Some(entry) = body.layout.first().copied() else {
        return HashMap::new();
    };
    let mut reached = vec![entry];
    let mut seen: HashSet<Block> = HashSet::from([entry]);
    let mut k = 0;
    while k < reached.len() {
        for s in succs(reached[k]) {
            if seen.insert(s) {
                reached.push(s);
            }
        }
        k += 1;
    }
    let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in &reached {
        for s in succs(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    let all: HashSet<Block> = reached.iter().copied().collect();
    let mut dom: HashMap<Block, HashSet<Block>> =
        reached.iter().map(|&b| (b, all.clone())).collect();
    dom.insert(entry, HashSet::from([entry]));
    loop {
        let mut changed = false;
        for &b in reached.iter().skip(1) {
            let mut d: Option<HashSet<Block>> = None;
            for p in preds.get(&b).into_iter().flatten() {
                let pd = &dom[p];
                d = Some(match d {
                    None => pd.clone(),
                    Some(d) => d.intersection(pd).copied().collect(),
                });
            }
            let mut d = d.unwrap_or_default();
            d.insert(b);
            if d != dom[&b] {
                dom.insert(b, d);
                changed = true;
            }
        }
        if !changed {
            return dom;
        }
    }
}

/// Whether instruction `test` dominates instruction `call` in the function `ix` indexes.
fn dominates(ix: &Index, doms: &HashMap<Block, HashSet<Block>>, test: Inst, call: Inst) -> bool {
    let (Some(&(tb, tk)), Some(&(cb, ck))) = (ix.at.get(&test), ix.at.get(&call)) else {
        return false;
    };
    match doms.get(&cb) {
        None => true, // unreachable from the entry
        Some(d) if tb == cb => tk < ck && d.contains(&tb),
        Some(d) => d.contains(&tb),
    }
}

enum Found {
    /// The candidates, and whether a table's `!type` offset was not 0.
    Functions(Vec<FuncId>, bool),
    /// The table, and which term made it unknown.
    Unknown(String, &'static str),
}

/// The function address at byte `at` of constant `c` of type `ty`, if exactly one is there.
fn function_at(m: &Module, c: seam::ir::ConstId, ty: TypeId, at: u64) -> Option<FuncId> {
    let dl = m.data_layout();
    match m.consts.get(c) {
        ConstData::Global {
            gv: GlobalValue::Func(f),
            ..
        } if at == 0 => Some(*f),
        ConstData::Array { elems, .. } => {
            let TypeData::Array { elem, .. } = m.types.get(ty) else {
                return None;
            };
            let size = dl.alloc_size(&m.types, *elem);
            let k = at.checked_div(size)?;
            function_at(
                m,
                *elems.get(usize::try_from(k).ok()?)?,
                *elem,
                at - k * size,
            )
        }
        ConstData::Struct { fields, .. } => {
            let layout = dl.struct_layout(&m.types, ty)?;
            let types = m.types.struct_fields(ty)?.0.to_vec();
            let k = layout.offsets.iter().rposition(|&o| o <= at)?;
            function_at(m, fields[k], types[k], at - layout.offsets[k])
        }
        _ => None,
    }
}

fn candidates(m: &Module, id: &MdRef, offset: i64) -> Found {
    let mut found = Vec::new();
    let mut type_offset = false;
    for g in m.globals.values() {
        for t in g.type_md.iter().filter(|t| &t.id == id) {
            let Some(init) = g.init.filter(|_| g.is_constant) else {
                return Found::Unknown(g.name.clone(), TERM_NOT_CONSTANT);
            };
            let at = t
                .offset
                .checked_add(offset)
                .and_then(|a| u64::try_from(a).ok());
            match at.and_then(|at| function_at(m, init, g.value_ty, at)) {
                Some(f) => {
                    type_offset |= t.offset != 0;
                    if !found.contains(&f) {
                        found.push(f);
                    }
                }
                None => {
                    let size = m.data_layout().alloc_size(&m.types, g.value_ty);
                    let term = match at {
                        Some(at) if at >= size => TERM_PAST_END,
                        Some(at) if at % 8 != 0 => TERM_INSIDE_SLOT,
                        _ => "",
                    };
                    return Found::Unknown(g.name.clone(), term);
                }
            }
        }
    }
    Found::Functions(found, type_offset)
}

/// The term sides of the candidate rules (`seam_fuzz::model::coverage`): where a table that is
/// not constant, an offset past a table's end, or one inside a pointer slot alone makes a call
/// unresolvable, and where a table's `!type` offset decides which function is found.
pub(super) const TERM_NOT_CONSTANT: &str =
    "wholeprogramdevirt: unknown-table (a table not constant)";
/// See [`TERM_NOT_CONSTANT`].
pub(super) const TERM_PAST_END: &str =
    "wholeprogramdevirt: unknown-table (an offset past a table's end)";
/// See [`TERM_NOT_CONSTANT`].
pub(super) const TERM_INSIDE_SLOT: &str =
    "wholeprogramdevirt: unknown-table (an offset inside a slot)";
/// See [`TERM_NOT_CONSTANT`].
pub(super) const TERM_TYPE_OFFSET: &str =
    "wholeprogramdevirt: single-implementation through a !type offset";

fn call_name(body: &Body, call: Inst) -> String {
    body.insts[call]
        .name
        .as_deref()
        .map_or_else(|| "%<unnamed>".to_owned(), |n| format!("%{n}"))
}

/// What `wholeprogramdevirt` decides on `m`.
pub fn wholeprogramdevirt(m: &Module) -> BTreeSet<String> {
    decide(m).into_iter().map(|(line, _)| line).collect()
}

/// The term sides (`TERM_*`) `m`'s virtual calls reach.
pub(super) fn wholeprogramdevirt_terms(m: &Module) -> BTreeSet<&'static str> {
    decide(m)
        .into_iter()
        .map(|(_, term)| term)
        .filter(|t| !t.is_empty())
        .collect()
}

/// Each decision's line, with the term side it reaches (`""` for none).
fn decide(m: &Module) -> Vec<(String, &'static str)> {
    let mut sites: Vec<(FuncId, Inst, i64, MdRef)> = Vec::new();
    let mut seen_sites: HashSet<(FuncId, Inst)> = HashSet::new();
    let mut ix = Indexes {
        m,
        built: HashMap::new(),
    };
    let funcs: Vec<FuncId> = m.functions.keys().collect();
    for &f in &funcs {
        let Some(body) = &m.functions[f].body else {
            continue;
        };
        let mut doms = None;
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            if !matches!(
                callee_name(m, data),
                Some("llvm.type.test" | "llvm.public.type.test")
            ) {
                continue;
            }
            let InstData::Call(c) = data else { continue };
            let (Some(&vt), Some(&Value::Const(md))) = (c.args.first(), c.args.get(1)) else {
                continue;
            };
            let ConstData::Metadata(id) = m.consts.get(md) else {
                continue;
            };
            let assumed = ix.get(f).is_some_and(|x| {
                x.users(Value::Inst(i))
                    .iter()
                    .any(|&u| callee_name(m, &body.insts[u].data) == Some("llvm.assume"))
            });
            if !assumed {
                continue;
            }
            let mut found = Vec::new();
            if matches!(vt, Value::Const(_)) {
                for &g in &funcs {
                    virtual_calls(&mut ix, g, vt, 0, &mut found);
                }
            } else {
                virtual_calls(&mut ix, f, vt, 0, &mut found);
            }
            let doms = doms.get_or_insert_with(|| dominators(body));
            for (g, call, offset) in found {
                if g == f && !ix.get(f).is_some_and(|x| dominates(x, doms, i, call)) {
                    continue;
                }
                if seen_sites.insert((g, call)) {
                    sites.push((g, call, offset, id.clone()));
                }
            }
        }
    }
    let mut out = Vec::new();
    for (f, call, offset, id) in sites {
        let body = m.functions[f].body.as_ref().expect("a definition");
        let InstData::Call(cd) = &body.insts[call].data else {
            continue;
        };
        let name = |t: FuncId| format!("@{}", m.functions[t].name);
        let mut term = "";
        let what = match candidates(m, &id, offset) {
            Found::Unknown(table, why) => {
                term = why;
                format!("not-devirtualized unknown-table table=@{table}")
            }
            Found::Functions(ts, type_offset) => match ts.as_slice() {
                [] => "not-devirtualized no-implementation".to_owned(),
                [t] if m.functions[*t].ty == cd.fn_ty => {
                    if type_offset {
                        term = TERM_TYPE_OFFSET;
                    }
                    format!("devirtualized single-implementation target={}", name(*t))
                }
                [t] => format!("not-devirtualized type-mismatch candidates={}", name(*t)),
                many => {
                    let mut names: Vec<String> = many.iter().map(|&t| name(t)).collect();
                    names.sort();
                    format!(
                        "not-devirtualized multiple-implementations candidates={}",
                        names.join(" ")
                    )
                }
            },
        };
        out.push((
            format!("@{} {} {what}", m.functions[f].name, call_name(body, call)),
            term,
        ));
    }
    out
}

/// The decisions of `wholeprogramdevirt`'s remarks as lines.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == PASS)
        .map(|r| {
            let call = r.value("call").unwrap_or("?");
            let mut s = super::remark_line(&r.function, Some(call), r, &["call", "candidates"]);
            if let Some(v) = r.value("candidates") {
                let mut names: Vec<&str> = v.split_whitespace().collect();
                names.sort_unstable();
                s += &format!(" candidates={}", names.join(" "));
            }
            s
        })
        .collect()
}
