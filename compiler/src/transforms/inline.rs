//! Inlining one call site: the callee's body cloned into the caller in place of the call.
//!
//! [`inline_call`] inlines one call; an [`InlineSession`] inlines any number of calls into one
//! caller and does the work that is linear in the caller's size (building its maps, applying
//! the replacements of call results) once per session instead of once per call, which is what
//! keeps inlining thousands of calls into one function linear. Both decide nothing: *whether*
//! to inline is the passes' business (`always-inline`, `inline`, `inline-all`).
//!
//! ```
//! use seam::transforms::inline_call;
//! let mut m = seam::text::parse_module(r#"
//! define internal i32 @max(i32 %a, i32 %b) {
//! entry:
//!   %gt = icmp sgt i32 %a, %b
//!   br i1 %gt, label %first, label %second
//! first:
//!   ret i32 %a
//! second:
//!   ret i32 %b
//! }
//! define i32 @f(i32 %x) {
//! entry:
//!   %m = call i32 @max(i32 %x, i32 7)
//!   %r = add i32 %m, 1
//!   ret i32 %r
//! }
//! "#)?;
//! let f = m.find_function("f").unwrap();
//! let body = m.functions[f].body.as_ref().unwrap();
//! let call = body.find_inst("m").unwrap();
//! let info = inline_call(&mut m, f, call)?;
//! assert_eq!(info.returns, 2);
//! seam::verify::verify_module(&m)?;
//! let text = seam::text::print_module(&m);
//! assert!(text.contains("%gt.i = icmp sgt i32 %x, 7"));
//! assert!(text.contains("%m = phi i32 [ %x, %first.i ], [ 7, %second.i ]"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What inlining does (LLVM's `InlineFunction`, restricted to the subset)
//!
//! - **Blocks.** The block holding the call is split at the call. The callee's entry block is
//!   spliced into it; the callee's other blocks follow it in the layout, in the callee's order.
//!   Instructions after the call go to the block the callee returns in when it has exactly
//!   one `ret` (no extra branch), else to a new block `<callee>.exit`; the `phi`s of the
//!   original successors are repointed to the block that now ends with the original
//!   terminator.
//! - **Arguments.** Every use of a parameter in the clone uses the call's argument. A `byval`
//!   parameter (on the callee's parameter or the call's argument) instead gets a fresh copy:
//!   an `alloca` of the `byval` type in the caller's entry block (alignment: the larger of the
//!   type's preferred alignment and the `align` attribute), an `addrspacecast` to the
//!   parameter's type when the data layout's alloca space differs, and an `llvm.memcpy` of the
//!   type's store size from the argument, at the call.
//! - **Returns.** One `ret`: the call's result is the returned value. Several: each `ret`
//!   becomes a branch to `<callee>.exit`, whose `phi` (named as the call was) merges the
//!   returned values. None (the callee never returns): uses of the result become `poison`, and
//!   `<callee>.exit` is unreachable.
//! - **Allocas.** The callee's static allocas (entry block, constant count) move to the top of
//!   the caller's entry block, so they are allocated once per caller frame as they would be by
//!   LLVM. If the callee has dynamic allocas, the clone is bracketed by `llvm.stacksave` and an
//!   `llvm.stackrestore` before each former `ret`.
//! - **Attributes.** The callee's parameter, return and function attributes and the call's
//!   own argument, return and function attributes constrain a call boundary that no longer
//!   exists: all of them are dropped (`noundef`, `nonnull`, `align`, `range`, ... on a value
//!   that is now simply passed along could only add poison or undefined behaviour the original
//!   did not have; LLVM propagates some of them as metadata seam does not keep). Calls cloned
//!   from the callee keep their own attributes; their tail marker becomes LLVM's
//!   `min(call site, clone)` (a `tail` clone under a plain call loses `tail`, since the callee's
//!   allocas are now the caller's), `notail` stays.
//! - **Names.** Cloned values and blocks are named `<name>.i` (LLVM's suffix), made unique in
//!   the caller with `.N`; unnamed values stay unnamed. Calls in the clone keep pointing at
//!   the functions they called (the callee itself, for a recursive callee).
//!
//! # What it refuses ([`InlineError`])
//! An instruction that is not a call in the caller's layout, an indirect call, a callee
//! without a body, a call whose function type is not the callee's, a variadic callee, and a
//! `musttail` call (its `ret` must stay right after it). A callee may be the caller itself: its
//! body is cloned as it was before this call was inlined.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::entity::SecondaryMap;
use crate::ir::builder::declare_intrinsic;
use crate::ir::{
    AddrSpace, Align, AttrSetId, Block, BlockData, Body, CallData, CastOp, FastMath, FuncId, Inst,
    InstData, InstNode, IntFlags, Intrinsic, Module, OverloadTy, SrcLoc, TailKind, TypeId, Value,
};

/// What inlining one call did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineInfo {
    /// The function whose body was cloned.
    pub callee: FuncId,
    /// Instructions cloned from the callee.
    pub cloned_insts: usize,
    /// Blocks cloned from the callee (its entry block included, though it merges into the
    /// call's block).
    pub cloned_blocks: usize,
    /// The caller's instruction count after, minus before.
    pub growth: i64,
    /// The calls of the clone, now in the caller, with the function each calls directly.
    pub new_calls: Vec<(Inst, Option<FuncId>)>,
    /// The `ret`s of the callee.
    pub returns: usize,
    /// Static allocas moved to the caller's entry block (copies of `byval` arguments
    /// included).
    pub hoisted_allocas: usize,
    /// `byval` arguments copied.
    pub byval_copies: usize,
    /// Whether the callee had dynamic allocas (the clone is bracketed by
    /// `stacksave`/`stackrestore`).
    pub dynamic_allocas: bool,
    /// Every instruction inlining added to the caller: the clones, the `byval` copies, the
    /// branches and `phi` that replace the `ret`s, the stack save and restores.
    pub added: Vec<Inst>,
}

/// Why a call cannot be inlined.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum InlineError {
    /// The instruction is not in the caller's layout.
    #[error("{inst:?} is not an instruction of @{caller}")]
    NotInLayout {
        /// The caller.
        caller: String,
        /// The instruction.
        inst: Inst,
    },
    /// The instruction is not a `call`.
    #[error("the instruction is a '{mnemonic}', not a call")]
    NotACall {
        /// Its mnemonic.
        mnemonic: &'static str,
    },
    /// The callee is not a function constant.
    #[error("an indirect call has no known callee")]
    Indirect,
    /// The callee has no body.
    #[error("@{callee} is a declaration")]
    Declaration {
        /// The callee.
        callee: String,
    },
    /// The call's function type or calling convention is not the callee's.
    #[error("the call uses another function type or calling convention than @{callee} has")]
    TypeMismatch {
        /// The callee.
        callee: String,
    },
    /// The callee is variadic.
    #[error("@{callee} is variadic")]
    Vararg {
        /// The callee.
        callee: String,
    },
    /// The call is `musttail`.
    #[error("a musttail call must stay a call")]
    MustTail,
}

/// The callee of `call` (an instruction of `caller`'s body `body`) if it can be inlined.
pub fn inlinable_callee(
    m: &Module,
    caller: FuncId,
    body: &Body,
    call: Inst,
) -> Result<FuncId, InlineError> {
    if !body.insts.is_valid(call) {
        return Err(InlineError::NotInLayout {
            caller: m.functions[caller].name.clone(),
            inst: call,
        });
    }
    let InstData::Call(c) = &body.insts[call].data else {
        return Err(InlineError::NotACall {
            mnemonic: body.insts[call].data.mnemonic(),
        });
    };
    // The function named, whatever type the call uses: a call through another type is
    // refused by name below (the passes, which see only `direct_callee`, call it indirect).
    let Some(g) = m.called_function(c).filter(|&g| m.functions.contains(g)) else {
        return Err(InlineError::Indirect);
    };
    let callee = &m.functions[g];
    // (A session holds the caller's body: a call of the caller itself has one.)
    if (callee.body.is_none() && g != caller)
        || callee.body.as_ref().is_some_and(|b| b.layout.is_empty())
    {
        return Err(InlineError::Declaration {
            callee: callee.name.clone(),
        });
    }
    if c.fn_ty != callee.ty || c.cc != callee.cc {
        return Err(InlineError::TypeMismatch {
            callee: callee.name.clone(),
        });
    }
    if callee.is_vararg(&m.types) {
        return Err(InlineError::Vararg {
            callee: callee.name.clone(),
        });
    }
    if c.tail == TailKind::MustTail {
        return Err(InlineError::MustTail);
    }
    Ok(g)
}

/// Inlines `call`, an instruction of `caller`, and returns what it did. Linear in the size of
/// the caller and the callee; use an [`InlineSession`] to inline many calls into one caller.
pub fn inline_call(m: &mut Module, caller: FuncId, call: Inst) -> Result<InlineInfo, InlineError> {
    let mut s = InlineSession::new(m, caller);
    let r = s.inline(call);
    s.finish();
    r
}

/// Inlines calls into one caller. While the session lives, the caller's body is held by the
/// session (the module's copy is `None`): read it through [`body`](Self::body). Results of
/// inlined calls are replaced in the whole body when the session finishes (or is dropped);
/// until then an operand may still name an inlined call, and [`resolve`](Self::resolve) gives
/// the value that replaces it.
#[derive(Debug)]
pub struct InlineSession<'m> {
    m: &'m mut Module,
    caller: FuncId,
    body: Option<Body>,
    /// The block of every instruction of the layout.
    loc: SecondaryMap<Inst, Option<Block>>,
    /// Inlined calls and the values that replace their results.
    replace: HashMap<Inst, Value>,
    /// Allocas waiting to be put at the top of the entry block.
    pending_allocas: Vec<Inst>,
    /// Every local name in use, and the next suffix to try per base.
    names: HashSet<Box<str>>,
    next_suffix: HashMap<Box<str>, u64>,
    size: usize,
}

impl<'m> InlineSession<'m> {
    /// Starts inlining into `caller` (a function with a body; a declaration gets an empty
    /// one, and nothing to inline).
    pub fn new(m: &'m mut Module, caller: FuncId) -> InlineSession<'m> {
        let body = m.functions[caller].body.take().unwrap_or_default();
        let mut loc = SecondaryMap::with_capacity(body.insts.len(), None);
        let mut names = HashSet::default();
        for p in &m.functions[caller].params {
            if let Some(n) = &p.name {
                names.insert(n.clone());
            }
        }
        let mut size = 0;
        for &b in &body.layout {
            if let Some(n) = &body.blocks[b].name {
                names.insert(n.clone());
            }
            for &i in &body.blocks[b].insts {
                loc[i] = Some(b);
                size += 1;
                if let Some(n) = &body.insts[i].name {
                    names.insert(n.clone());
                }
            }
        }
        InlineSession {
            m,
            caller,
            body: Some(body),
            loc,
            replace: HashMap::default(),
            pending_allocas: Vec::new(),
            names,
            next_suffix: HashMap::default(),
            size,
        }
    }

    /// The caller.
    pub fn caller(&self) -> FuncId {
        self.caller
    }

    /// The module (the caller's body is not in it while the session lives).
    pub fn module(&self) -> &Module {
        self.m
    }

    /// The module, mutably: for changes elsewhere while the session lives (deleting a callee
    /// that became dead, say). The caller's body is not in it; do not give the caller one.
    pub fn module_mut(&mut self) -> &mut Module {
        self.m
    }

    /// The caller's body as it is now (results of inlined calls not yet replaced, hoisted
    /// allocas not yet in the entry block).
    pub fn body(&self) -> &Body {
        self.body.as_ref().expect("the session holds the body")
    }

    /// How many allocas wait to be hoisted into the entry block (they are in no block of
    /// [`Self::body`] until [`Self::finish`]).
    pub fn hoisted(&self) -> usize {
        self.pending_allocas.len()
    }

    /// The caller's instruction count, hoisted allocas included.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The value that stands for `v` once the results of inlined calls are replaced.
    pub fn resolve(&self, mut v: Value) -> Value {
        let mut steps = 0;
        while let Value::Inst(i) = v
            && let Some(&n) = self.replace.get(&i)
            && steps <= self.replace.len()
        {
            v = n;
            steps += 1;
        }
        v
    }

    /// The block of an instruction of the layout.
    pub fn block_of(&self, inst: Inst) -> Option<Block> {
        *self.loc.get(inst)
    }

    /// Ends the session: the results of inlined calls are replaced, hoisted allocas put at
    /// the top of the entry block, and the body handed back to the module.
    pub fn finish(mut self) {
        self.flush();
        let body = self.body.take().expect("the session holds the body");
        self.m.functions[self.caller].body = Some(body);
    }

    /// Applies the pending replacements and allocas to the body (linear in its size).
    fn flush(&mut self) {
        let replace = std::mem::take(&mut self.replace);
        let allocas = std::mem::take(&mut self.pending_allocas);
        let body = self.body.as_mut().expect("the session holds the body");
        if !replace.is_empty() {
            let resolve = |mut v: Value| {
                let mut steps = 0;
                while let Value::Inst(i) = v
                    && let Some(&n) = replace.get(&i)
                    && steps <= replace.len()
                {
                    v = n;
                    steps += 1;
                }
                v
            };
            for bi in 0..body.layout.len() {
                let b = body.layout[bi];
                for ii in 0..body.blocks[b].insts.len() {
                    let i = body.blocks[b].insts[ii];
                    body.insts[i].data.visit_operands_mut(|v| *v = resolve(*v));
                }
            }
        }
        if !allocas.is_empty()
            && let Some(entry) = body.entry()
        {
            for &a in &allocas {
                self.loc[a] = Some(entry);
            }
            let old = std::mem::take(&mut body.blocks[entry].insts);
            body.blocks[entry].insts = allocas.into_iter().chain(old).collect();
        }
    }

    /// Inlines `call`, an instruction of the caller's layout.
    pub fn inline(&mut self, call: Inst) -> Result<InlineInfo, InlineError> {
        let caller = self.caller;
        let Some(call_block) = self.block_of(call) else {
            return Err(InlineError::NotInLayout {
                caller: self.m.functions[caller].name.clone(),
                inst: call,
            });
        };
        let g = inlinable_callee(self.m, caller, self.body(), call)?;
        // A recursive call clones the caller's body as it is now. The pending replacements
        // are applied first, to the call's own operands too: they are read after this (an
        // argument that is the result of a call inlined earlier in the session would
        // otherwise name that call, gone with the replacements).
        let snapshot = if g == caller {
            self.flush();
            Some(self.body().clone())
        } else {
            None
        };
        let (call_data, call_ty, call_name) = {
            let node = &self.body().insts[call];
            let InstData::Call(c) = &node.data else {
                unreachable!("inlinable_callee checked it is a call")
            };
            ((**c).clone(), node.ty, node.name.clone())
        };

        // Everything that needs the module mutably comes first.
        let prep = self.prepare(g, &call_data, snapshot.as_ref());
        let m: &Module = self.m;
        let callee = &m.functions[g];
        let cbody: &Body = match &snapshot {
            Some(s) => s,
            None => callee
                .body
                .as_ref()
                .expect("inlinable_callee checked the body"),
        };
        let body = self.body.as_mut().expect("the session holds the body");
        let centry = cbody.entry().expect("a body has an entry block");

        // Split the call's block: `prefix` stays, `suffix` (after the call) moves later.
        let pos = body.blocks[call_block]
            .insts
            .iter()
            .position(|&i| i == call)
            .expect("the location map is exact");
        let suffix = body.blocks[call_block].insts.split_off(pos + 1);
        body.blocks[call_block].insts.pop();
        self.loc[call] = None;
        let mut growth: i64 = -1;
        let mut added: Vec<Inst> = Vec::new();
        // Allocas given lifetime markers: the alloca, its size, its address space.
        let mut scoped: Vec<(Inst, Value, AddrSpace)> = Vec::new();

        // Arguments, with byval copies made at the call.
        let mut args: Vec<Value> = call_data.args.clone();
        for bv in &prep.byvals {
            // The copy is named after the parameter, as LLVM names it.
            let name = callee_param_name(self.m, g, bv.index)
                .map(|n| fresh(&mut self.names, &mut self.next_suffix, &format!("{n}.i")));
            let a = body.insts.push(InstNode {
                data: InstData::Alloca {
                    ty: bv.ty,
                    count: None,
                    align: bv.align,
                    space: prep.alloca_space,
                },
                ty: prep.alloca_ptr,
                name,
                loc: SrcLoc::default(),
            });
            self.pending_allocas.push(a);
            added.push(a);
            let ls = lifetime_marker(body, &prep, bv.size, prep.alloca_space, a, true);
            body.blocks[call_block].insts.push(ls);
            self.loc[ls] = Some(call_block);
            added.push(ls);
            growth += 1;
            scoped.push((a, bv.size, prep.alloca_space));
            let copy = Value::Inst(a);
            let mut ptr = copy;
            if bv.param_ty != prep.alloca_ptr {
                let c = body.insts.push(InstNode {
                    data: InstData::Cast {
                        op: CastOp::AddrSpaceCast,
                        flags: IntFlags::NONE,
                        arg: ptr,
                    },
                    ty: bv.param_ty,
                    name: None,
                    loc: SrcLoc::default(),
                });
                body.blocks[call_block].insts.push(c);
                self.loc[c] = Some(call_block);
                added.push(c);
                ptr = Value::Inst(c);
                growth += 1;
            }
            let cp = body.insts.push(InstNode {
                data: InstData::Call(Box::new(CallData {
                    callee: bv.memcpy,
                    fn_ty: bv.memcpy_ty,
                    args: vec![copy, args[bv.index], bv.size, prep.false_],
                    arg_attrs: vec![AttrSetId::EMPTY; 4],
                    ret_attrs: AttrSetId::EMPTY,
                    fn_attrs: AttrSetId::EMPTY,
                    cc: Default::default(),
                    tail: TailKind::None,
                    fmf: FastMath::NONE,
                })),
                ty: TypeId::VOID,
                name: None,
                loc: SrcLoc::default(),
            });
            body.blocks[call_block].insts.push(cp);
            self.loc[cp] = Some(call_block);
            added.push(cp);
            args[bv.index] = ptr;
            growth += 2;
        }
        let mut saved = None;
        if let Some(ss) = &prep.stack {
            let s = body.insts.push(InstNode {
                data: InstData::Call(Box::new(plain_call(ss.save, ss.save_ty, Vec::new()))),
                ty: prep.alloca_ptr,
                name: None,
                loc: SrcLoc::default(),
            });
            body.blocks[call_block].insts.push(s);
            self.loc[s] = Some(call_block);
            added.push(s);
            saved = Some(s);
            growth += 1;
        }

        let clone_start = body.blocks[call_block].insts.len();
        // Clone the blocks and instructions (operands remapped below, once every clone
        // exists).
        let mut block_map: SecondaryMap<Block, Option<Block>> =
            SecondaryMap::with_capacity(cbody.blocks.len(), None);
        let mut inst_map: SecondaryMap<Inst, Option<Inst>> =
            SecondaryMap::with_capacity(cbody.insts.len(), None);
        let mut new_blocks = Vec::with_capacity(cbody.layout.len());
        let mut cloned = Vec::new();
        let mut returns: Vec<(Block, Inst, Option<Value>)> = Vec::new();
        let mut hoisted = prep.byvals.len();
        let mut dynamic = false;
        for &cb in &cbody.layout {
            let nb = if cb == centry {
                call_block
            } else {
                let name = cbody.blocks[cb].name.as_deref().map(|n| {
                    let base = format!("{n}.i");
                    fresh(&mut self.names, &mut self.next_suffix, &base)
                });
                let nb = body.blocks.push(BlockData {
                    name,
                    insts: Vec::new(),
                    loc: cbody.blocks[cb].loc,
                });
                new_blocks.push(nb);
                nb
            };
            block_map[cb] = Some(nb);
        }
        for &cb in &cbody.layout {
            let nb = block_map[cb].expect("mapped above");
            for &ci in &cbody.blocks[cb].insts {
                let node = &cbody.insts[ci];
                if let InstData::Ret { value } = &node.data {
                    returns.push((nb, ci, *value));
                    continue;
                }
                let name = node.name.as_deref().map(|n| {
                    let base = format!("{n}.i");
                    fresh(&mut self.names, &mut self.next_suffix, &base)
                });
                let ni = body.insts.push(InstNode {
                    data: node.data.clone(),
                    ty: node.ty,
                    name,
                    loc: node.loc,
                });
                inst_map[ci] = Some(ni);
                cloned.push(ni);
                let static_alloca = match &node.data {
                    d @ InstData::Alloca { .. } => {
                        let is_static = cb == centry && d.is_fixed_count_alloca();
                        dynamic |= !is_static;
                        is_static
                    }
                    _ => false,
                };
                // Planted mistake `inline-allocas-in-place`: static allocas are not hoisted.
                if static_alloca && !crate::planted::on("inline-allocas-in-place") {
                    self.pending_allocas.push(ni);
                    hoisted += 1;
                    if let Some(&(size, space)) = prep.static_sizes.get(&ci) {
                        scoped.push((ni, size, space));
                    }
                } else {
                    body.blocks[nb].insts.push(ni);
                    self.loc[ni] = Some(nb);
                }
            }
        }
        // Remap operands and blocks of the clones.
        let map_value = |v: Value| -> Value {
            match v {
                Value::Inst(x) => Value::Inst(inst_map[x].unwrap_or(x)),
                Value::Arg(n) => args[n as usize],
                Value::Const(_) => v,
            }
        };
        let mut new_calls = Vec::new();
        for &ni in &cloned {
            let data = &mut body.insts[ni].data;
            data.visit_operands_mut(|v| *v = map_value(*v));
            data.visit_blocks_mut(|b| *b = block_map[*b].unwrap_or(*b));
            if let InstData::Call(c) = data {
                c.tail = match (call_data.tail, c.tail) {
                    (_, TailKind::NoTail) => TailKind::NoTail,
                    (TailKind::NoTail, t) => t,
                    (TailKind::None, _) => TailKind::None,
                    (_, t) => t,
                };
                let direct = m.direct_callee(c);
                new_calls.push((ni, direct));
            }
        }
        growth += cloned.len() as i64;
        let cloned_insts = cloned.len() + returns.len();
        added.extend_from_slice(&cloned);
        // Lifetime markers (LLVM's `InsertLifetime`): the hoisted allocas live from the start
        // of the inlined code to each of its returns, so code generation can reuse their
        // slots; the byval copies' starts are already in front of their copies.
        let mut starts = Vec::new();
        for &(a, size, space) in scoped.iter().skip(prep.byvals.len()) {
            let ls = lifetime_marker(body, &prep, size, space, a, true);
            self.loc[ls] = Some(call_block);
            starts.push(ls);
        }
        growth += starts.len() as i64;
        added.extend_from_slice(&starts);
        body.blocks[call_block]
            .insts
            .splice(clone_start..clone_start, starts);

        // Returns: where the code after the call goes, and what replaces the call's result.
        let non_void = call_ty != TypeId::VOID;
        let mut result: Option<Value> = None;
        let tail_block;
        // Each returning block closes the callee's scope: its allocas' lifetimes end and, for
        // dynamic ones, the stack is restored.
        for &(rb, _, _) in &returns {
            for &(a, size, space) in &scoped {
                let le = lifetime_marker(body, &prep, size, space, a, false);
                body.blocks[rb].insts.push(le);
                self.loc[le] = Some(rb);
                added.push(le);
                growth += 1;
            }
            if let Some(s) = saved {
                let r = restore(body, &prep, s);
                body.blocks[rb].insts.push(r);
                self.loc[r] = Some(rb);
                added.push(r);
                growth += 1;
            }
        }
        if returns.len() == 1 {
            let (rb, _, value) = returns[0];
            // The `ret` is not cloned: the suffix follows the returning block's code.
            result = value.map(map_value);
            tail_block = rb;
        } else {
            let name = format!("{}.exit", callee.name);
            let name = fresh(&mut self.names, &mut self.next_suffix, &name);
            let after = body.blocks.push(BlockData {
                name: Some(name),
                insts: Vec::new(),
                loc: SrcLoc::default(),
            });
            new_blocks.push(after);
            let mut incoming = Vec::with_capacity(returns.len());
            for &(rb, _, value) in &returns {
                let br = body.insts.push(InstNode {
                    data: InstData::Br { dest: after },
                    ty: TypeId::VOID,
                    name: None,
                    loc: SrcLoc::default(),
                });
                body.blocks[rb].insts.push(br);
                self.loc[br] = Some(rb);
                added.push(br);
                growth += 1;
                if let Some(v) = value {
                    incoming.push((map_value(v), rb));
                }
            }
            if crate::planted::on("inline-first-return")
                && let Some(&(first, _)) = incoming.first()
            {
                for (v, _) in &mut incoming {
                    *v = first;
                }
            }
            if non_void {
                if returns.is_empty() {
                    result = Some(Value::Const(prep.poison.expect("made for non-void calls")));
                } else {
                    let phi = body.insts.push(InstNode {
                        data: InstData::Phi {
                            fmf: FastMath::NONE,
                            incoming,
                        },
                        ty: call_ty,
                        name: call_name.clone(),
                        loc: SrcLoc::default(),
                    });
                    body.blocks[after].insts.push(phi);
                    self.loc[phi] = Some(after);
                    added.push(phi);
                    growth += 1;
                    result = Some(Value::Inst(phi));
                }
            }
            tail_block = after;
        }
        // The code after the call, with the original terminator.
        for &i in &suffix {
            self.loc[i] = Some(tail_block);
        }
        body.blocks[tail_block].insts.extend_from_slice(&suffix);
        if tail_block != call_block {
            body.retarget_successor_phis(tail_block, call_block);
        }
        // The new blocks go right after the call's block.
        let at = body
            .layout
            .iter()
            .position(|&b| b == call_block)
            .expect("the call's block is in the layout");
        body.layout
            .splice(at + 1..at + 1, new_blocks.iter().copied());

        if non_void && let Some(v) = result {
            self.replace.insert(call, v);
        }
        self.size = (self.size as i64 + growth).max(0) as usize;
        Ok(InlineInfo {
            callee: g,
            cloned_insts,
            cloned_blocks: cbody.layout.len(),
            growth,
            new_calls,
            returns: returns.len(),
            hoisted_allocas: hoisted,
            byval_copies: prep.byvals.len(),
            dynamic_allocas: dynamic,
            added,
        })
    }

    /// Declares the intrinsics and makes the types and constants inlining `g` at a call with
    /// `call` needs.
    fn prepare(&mut self, g: FuncId, call: &CallData, snapshot: Option<&Body>) -> Prep {
        let m = &mut *self.m;
        let dl = m.data_layout().clone();
        let alloca_space = dl.alloca_space();
        let alloca_ptr = m.types.ptr(alloca_space);
        let param_tys: Vec<TypeId> = m.functions[g].param_types(&m.types).to_vec();
        let ret_ty = m.functions[g].ret_type(&m.types);
        let mut byvals = Vec::new();
        for (index, &param_ty) in param_tys.iter().enumerate() {
            let pattrs = m.functions[g].params[index].attrs;
            let aattrs = call.arg_attrs.get(index).copied().unwrap_or_default();
            let Some(ty) = m.attrs.byval(pattrs).or_else(|| m.attrs.byval(aattrs)) else {
                continue;
            };
            let want = m
                .attrs
                .align(pattrs)
                .or_else(|| m.attrs.align(aattrs))
                .unwrap_or(1)
                .max(dl.pref_align(&m.types, ty));
            let align = Align::new(want).unwrap_or(Align::ONE);
            let src_space = m.types.ptr_space(param_ty).unwrap_or(AddrSpace::GENERIC);
            let ov = [
                OverloadTy::Ptr(alloca_space),
                OverloadTy::Ptr(src_space),
                OverloadTy::Int(64),
            ];
            let mf = declare_intrinsic(m, Intrinsic::Memcpy, &ov);
            let memcpy_ty = m.functions[mf].ty;
            let memcpy = m.func_ref(mf);
            let size = dl.store_size(&m.types, ty);
            let size = Value::Const(m.consts.int(&m.types, TypeId::I64, size));
            byvals.push(ByVal {
                index,
                ty,
                align,
                param_ty,
                memcpy,
                memcpy_ty,
                size,
            });
        }
        let body = snapshot.or(m.functions[g].body.as_ref());
        // Static allocas of the callee's entry block, and whether it scopes them itself.
        let mut scoped_by_callee: HashSet<Inst> = HashSet::default();
        let mut static_sizes: HashMap<Inst, (Value, AddrSpace)> = HashMap::default();
        let mut spaces: Vec<AddrSpace> = Vec::new();
        if !byvals.is_empty() {
            spaces.push(alloca_space);
        }
        if let Some(b) = body {
            for (_, i) in b.inst_order() {
                match &b.insts[i].data {
                    InstData::Call(c)
                        if m.direct_callee(c).is_some_and(|f| {
                            m.functions.get(f).is_some_and(|f| {
                                f.name.starts_with("llvm.lifetime.start")
                                    || f.name.starts_with("llvm.lifetime.end")
                            })
                        }) =>
                    {
                        if let Some(Value::Inst(a)) = c.args.get(1) {
                            scoped_by_callee.insert(*a);
                        }
                    }
                    _ => {}
                }
            }
            if let Some(entry) = b.entry() {
                for &i in &b.blocks[entry].insts {
                    let InstData::Alloca {
                        space, count, ty, ..
                    } = b.insts[i].data
                    else {
                        continue;
                    };
                    let n = match count {
                        None => Some(1),
                        Some(Value::Const(c)) => m.consts.as_int(c),
                        Some(_) => None,
                    };
                    let Some(n) = n.filter(|&n| n > 0) else {
                        continue;
                    };
                    if scoped_by_callee.contains(&i) {
                        continue;
                    }
                    let bytes = dl.alloc_size(&m.types, ty).saturating_mul(n);
                    let size = Value::Const(m.consts.int(&m.types, TypeId::I64, bytes));
                    static_sizes.insert(i, (size, space));
                    if !spaces.contains(&space) {
                        spaces.push(space);
                    }
                }
            }
        }
        let has_dynamic = body.is_some_and(|b| {
            let entry = b.entry();
            b.inst_order().any(|(blk, i)| match &b.insts[i].data {
                InstData::Alloca { count, .. } => {
                    Some(blk) != entry || count.is_some_and(|c| !matches!(c, Value::Const(_)))
                }
                _ => false,
            })
        });
        let mut lifetime = HashMap::default();
        for space in spaces {
            let ov = [OverloadTy::Ptr(space)];
            let start = declare_intrinsic(m, Intrinsic::LifetimeStart, &ov);
            let end = declare_intrinsic(m, Intrinsic::LifetimeEnd, &ov);
            lifetime.insert(
                space,
                LifetimeFns {
                    start_ty: m.functions[start].ty,
                    start: m.func_ref(start),
                    end_ty: m.functions[end].ty,
                    end: m.func_ref(end),
                },
            );
        }
        let stack = if has_dynamic {
            let ov = [OverloadTy::Ptr(alloca_space)];
            let save = declare_intrinsic(m, Intrinsic::StackSave, &ov);
            let restore = declare_intrinsic(m, Intrinsic::StackRestore, &ov);
            Some(StackFns {
                save_ty: m.functions[save].ty,
                save: m.func_ref(save),
                restore_ty: m.functions[restore].ty,
                restore: m.func_ref(restore),
            })
        } else {
            None
        };
        let poison = (ret_ty != TypeId::VOID).then(|| m.consts.poison(ret_ty));
        let false_ = Value::Const(m.consts.bool(false));
        Prep {
            alloca_space,
            alloca_ptr,
            byvals,
            stack,
            poison,
            false_,
            lifetime,
            static_sizes,
        }
    }
}

impl Drop for InlineSession<'_> {
    fn drop(&mut self) {
        if self.body.is_some() {
            self.flush();
            let body = self.body.take().expect("checked");
            self.m.functions[self.caller].body = Some(body);
        }
    }
}

/// A `byval` parameter to copy.
struct ByVal {
    index: usize,
    ty: TypeId,
    align: Align,
    param_ty: TypeId,
    memcpy: Value,
    memcpy_ty: TypeId,
    size: Value,
}

struct StackFns {
    save: Value,
    save_ty: TypeId,
    restore: Value,
    restore_ty: TypeId,
}

struct LifetimeFns {
    start: Value,
    start_ty: TypeId,
    end: Value,
    end_ty: TypeId,
}

/// What [`InlineSession::prepare`] made.
struct Prep {
    alloca_space: AddrSpace,
    alloca_ptr: TypeId,
    byvals: Vec<ByVal>,
    stack: Option<StackFns>,
    poison: Option<crate::ir::ConstId>,
    false_: Value,
    /// `llvm.lifetime.start`/`end` per address space of the allocas to scope.
    lifetime: HashMap<AddrSpace, LifetimeFns>,
    /// The static allocas of the callee to scope (those it does not scope itself), with
    /// their size in bytes and address space.
    static_sizes: HashMap<Inst, (Value, AddrSpace)>,
}

fn plain_call(callee: Value, fn_ty: TypeId, args: Vec<Value>) -> CallData {
    let n = args.len();
    CallData {
        callee,
        fn_ty,
        args,
        arg_attrs: vec![AttrSetId::EMPTY; n],
        ret_attrs: AttrSetId::EMPTY,
        fn_attrs: AttrSetId::EMPTY,
        cc: Default::default(),
        tail: TailKind::None,
        fmf: FastMath::NONE,
    }
}

/// A `lifetime.start` (or `end`) of `size` bytes at the alloca `a` (not yet placed).
fn lifetime_marker(
    body: &mut Body,
    prep: &Prep,
    size: Value,
    space: AddrSpace,
    a: Inst,
    start: bool,
) -> Inst {
    let fns = &prep.lifetime[&space];
    let (callee, ty) = if start {
        (fns.start, fns.start_ty)
    } else {
        (fns.end, fns.end_ty)
    };
    body.insts.push(InstNode {
        data: InstData::Call(Box::new(plain_call(callee, ty, vec![size, Value::Inst(a)]))),
        ty: TypeId::VOID,
        name: None,
        loc: SrcLoc::default(),
    })
}

/// A `stackrestore` of the pointer `saved` returned (not yet placed).
fn restore(body: &mut Body, prep: &Prep, saved: Inst) -> Inst {
    let ss = prep.stack.as_ref().expect("only with dynamic allocas");
    body.insts.push(InstNode {
        data: InstData::Call(Box::new(plain_call(
            ss.restore,
            ss.restore_ty,
            vec![Value::Inst(saved)],
        ))),
        ty: TypeId::VOID,
        name: None,
        loc: SrcLoc::default(),
    })
}

/// The name of parameter `i` of `g`, if it has one.
fn callee_param_name(m: &Module, g: FuncId, i: usize) -> Option<String> {
    m.functions[g]
        .params
        .get(i)?
        .name
        .as_deref()
        .map(str::to_owned)
}

/// `base`, or `base.N` for the first free N, recorded as used.
fn fresh(
    names: &mut HashSet<Box<str>>,
    next_suffix: &mut HashMap<Box<str>, u64>,
    base: &str,
) -> Box<str> {
    let mut cand: Box<str> = base.into();
    if names.contains(&cand) {
        let k = next_suffix.entry(cand.clone()).or_insert(1);
        loop {
            cand = format!("{base}.{k}").into();
            *k += 1;
            if !names.contains(&cand) {
                break;
            }
        }
    }
    names.insert(cand.clone());
    cand
}
