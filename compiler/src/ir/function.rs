//! Functions: the signature, and the body as a data-flow graph plus a layout.
//!
//! A [`Body`] keeps *what exists* apart from *in what order*:
//! - `insts` is the arena of every instruction ever created in the function (removing an
//!   instruction takes it out of the layout; its node stays, unreferenced);
//! - `blocks` is the arena of blocks, each with the ordered list of its instructions;
//! - `layout` is the order of the blocks; the first is the entry block.
//!
//! An instruction or block that is not in the layout is dead: printers, the verifier and the
//! interpreters never see it. Values are [`Value`]s: an instruction's result, a parameter, or a
//! module constant. There are no use lists; passes that need uses compute them (see
//! [`Body::replace_all_uses`]).

use super::attributes::AttrSetId;
use super::constant::{ConstId, Constants};
use super::instructions::{Align, CallConv, InstData};
use super::metadata::{Annotation, TypeMd};
use super::module::{ComdatId, Linkage, UnnamedAddr, Visibility};
use super::types::{TypeId, Types};
use crate::entity;
use crate::entity::{PrimaryMap, SecondaryMap};

entity! {
    /// An instruction of one function.
    pub struct Inst("inst");
}

entity! {
    /// A basic block of one function.
    pub struct Block("block");
}

/// An SSA value: an instruction's result, a parameter, or a constant.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Value {
    /// The result of an instruction.
    Inst(Inst),
    /// Parameter number `n` of the enclosing function.
    Arg(u32),
    /// A module constant.
    Const(ConstId),
}

/// A position in a source file (1-based); `line == 0` means unknown (made by a pass).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct SrcLoc {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1.
    pub col: u32,
}

impl SrcLoc {
    /// Whether the location is known.
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}

impl std::fmt::Display for SrcLoc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// An instruction with its result type, name and source location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct InstNode {
    /// What the instruction does.
    pub data: InstData,
    /// Result type (`void` for none).
    pub ty: TypeId,
    /// The result's name without `%`; `None` prints as a number.
    pub name: Option<Box<str>>,
    /// Where it was parsed from.
    pub loc: SrcLoc,
}

/// A basic block.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct BlockData {
    /// The label without `%`; `None` prints as a number.
    pub name: Option<Box<str>>,
    /// Instructions in order; the last is the terminator.
    pub insts: Vec<Inst>,
    /// Where its label (or first instruction) was parsed from.
    pub loc: SrcLoc,
}

/// The body of a defined function.
#[derive(Clone, Debug, Default)]
pub struct Body {
    /// Every instruction ever created.
    pub insts: PrimaryMap<Inst, InstNode>,
    /// Every block ever created.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Block order; `layout[0]` is the entry block.
    pub layout: Vec<Block>,
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    /// The entry block.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// Creates a block, appended to the layout.
    pub fn add_block(&mut self, name: Option<&str>) -> Block {
        let b = self.blocks.push(BlockData {
            name: name.map(Into::into),
            insts: Vec::new(),
            loc: SrcLoc::default(),
        });
        self.layout.push(b);
        b
    }

    /// Creates an instruction without placing it in a block.
    pub fn create_inst(&mut self, data: InstData, ty: TypeId) -> Inst {
        self.insts.push(InstNode {
            data,
            ty,
            name: None,
            loc: SrcLoc::default(),
        })
    }

    /// Creates an instruction at the end of `block`.
    pub fn append_inst(&mut self, block: Block, data: InstData, ty: TypeId) -> Inst {
        let i = self.create_inst(data, ty);
        self.blocks[block].insts.push(i);
        i
    }

    /// The instructions of the layout in order, with their blocks.
    pub fn inst_order(&self) -> impl Iterator<Item = (Block, Inst)> + '_ {
        self.layout
            .iter()
            .flat_map(move |&b| self.blocks[b].insts.iter().map(move |&i| (b, i)))
    }

    /// Number of instructions in the layout.
    pub fn inst_count(&self) -> usize {
        self.layout
            .iter()
            .map(|&b| self.blocks[b].insts.len())
            .sum()
    }

    /// For each instruction in the layout, its block.
    pub fn inst_blocks(&self) -> SecondaryMap<Inst, Option<Block>> {
        let mut m = SecondaryMap::with_capacity(self.insts.len(), None);
        for (b, i) in self.inst_order() {
            m[i] = Some(b);
        }
        m
    }

    /// The terminator of `block` (its last instruction, if that is a terminator).
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let &last = self.blocks[block].insts.last()?;
        self.insts[last].data.is_terminator().then_some(last)
    }

    /// After `block` took over the terminator that ended `old` (a merge or a split), makes
    /// the phis of its successors name `block` where they named `old`.
    pub fn retarget_successor_phis(&mut self, block: Block, old: Block) {
        let Some(t) = self.terminator(block) else {
            return;
        };
        let mut succs = Vec::new();
        self.insts[t].data.visit_successors(|s| succs.push(s));
        succs.sort();
        succs.dedup();
        for s in succs {
            for k in 0..self.blocks[s].insts.len() {
                let i = self.blocks[s].insts[k];
                let InstData::Phi { incoming, .. } = &mut self.insts[i].data else {
                    break;
                };
                for (_, from) in incoming.iter_mut() {
                    if *from == old {
                        *from = block;
                    }
                }
            }
        }
    }

    /// Removes `inst` from whichever block holds it (its node stays in the arena).
    pub fn remove_inst(&mut self, block: Block, inst: Inst) {
        self.blocks[block].insts.retain(|&i| i != inst);
    }

    /// Replaces every use of `old` by `new` in the instructions of the layout. Linear in the
    /// size of the body; passes that rewrite many values build one map and apply it once.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        for bi in 0..self.layout.len() {
            let b = self.layout[bi];
            for ii in 0..self.blocks[b].insts.len() {
                let i = self.blocks[b].insts[ii];
                self.insts[i].data.visit_operands_mut(|v| {
                    if *v == old {
                        *v = new;
                    }
                });
            }
        }
    }

    /// Every instruction of the layout that uses `v` as an operand.
    pub fn users(&self, v: Value) -> Vec<Inst> {
        let mut out = Vec::new();
        for (_, i) in self.inst_order() {
            let mut uses = false;
            self.insts[i].data.visit_operands(|o| uses |= o == v);
            if uses {
                out.push(i);
            }
        }
        out
    }

    /// The next unused index of the instruction arena (for side tables).
    pub fn inst_bound(&self) -> usize {
        self.insts.len()
    }

    /// Looks a block up by name.
    pub fn find_block(&self, name: &str) -> Option<Block> {
        self.layout
            .iter()
            .copied()
            .find(|&b| self.blocks[b].name.as_deref() == Some(name))
    }

    /// Looks an instruction of the layout up by result name.
    pub fn find_inst(&self, name: &str) -> Option<Inst> {
        self.inst_order()
            .map(|(_, i)| i)
            .find(|&i| self.insts[i].name.as_deref() == Some(name))
    }
}

/// A parameter's name and attributes (its type is in the function type).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Param {
    /// Name without `%`; `None` prints as a number. Declarations keep no names.
    pub name: Option<Box<str>>,
    /// Parameter attributes.
    pub attrs: AttrSetId,
}

/// A function: a declaration (`body == None`) or a definition.
#[derive(Clone, Debug)]
pub struct Function {
    /// Name without `@`.
    pub name: String,
    /// Linkage.
    pub linkage: Linkage,
    /// Visibility.
    pub visibility: Visibility,
    /// `dso_local` (only kept where LLVM would print it: see [`Linkage::implies_dso_local`]).
    pub dso_local: bool,
    /// `unnamed_addr` / `local_unnamed_addr`.
    pub unnamed_addr: UnnamedAddr,
    /// Calling convention.
    pub cc: CallConv,
    /// The function type.
    pub ty: TypeId,
    /// One entry per parameter of the function type.
    pub params: Vec<Param>,
    /// Return value attributes.
    pub ret_attrs: AttrSetId,
    /// Function attributes.
    pub attrs: AttrSetId,
    /// `section "..."`.
    pub section: Option<String>,
    /// `align N`.
    pub align: Option<Align>,
    /// `comdat`.
    pub comdat: Option<ComdatId>,
    /// `!type` attachments.
    pub type_md: Vec<TypeMd>,
    /// `!nvvm.annotations` properties.
    pub annotations: Vec<Annotation>,
    /// `!thinlto_src_module !{!"NAME"}`: the module a ThinLTO import copied it from.
    pub thinlto_src_module: Option<String>,
    /// The body, for a definition.
    pub body: Option<Body>,
    /// Where the definition or declaration was parsed from.
    pub loc: SrcLoc,
}

impl Function {
    /// A declaration with external linkage and no attributes. `params` must have one entry
    /// per parameter of `ty`.
    pub fn new(name: &str, ty: TypeId, n_params: usize) -> Function {
        Function {
            name: name.to_owned(),
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dso_local: false,
            unnamed_addr: UnnamedAddr::None,
            cc: CallConv::C,
            ty,
            params: vec![Param::default(); n_params],
            ret_attrs: AttrSetId::EMPTY,
            attrs: AttrSetId::EMPTY,
            section: None,
            align: None,
            comdat: None,
            type_md: Vec::new(),
            annotations: Vec::new(),
            thinlto_src_module: None,
            body: None,
            loc: SrcLoc::default(),
        }
    }

    /// Whether the function has no body.
    pub fn is_declaration(&self) -> bool {
        self.body.is_none()
    }

    /// The return type.
    pub fn ret_type(&self, types: &Types) -> TypeId {
        types
            .func_parts(self.ty)
            .map_or(TypeId::VOID, |(r, _, _)| r)
    }

    /// The parameter types.
    pub fn param_types<'t>(&self, types: &'t Types) -> &'t [TypeId] {
        types.func_parts(self.ty).map_or(&[], |(_, p, _)| p)
    }

    /// Whether the function takes `...`.
    pub fn is_vararg(&self, types: &Types) -> bool {
        types.func_parts(self.ty).is_some_and(|(_, _, v)| v)
    }

    /// The type of `v` inside this function. Panics on an instruction or parameter that does
    /// not exist here (a programming error).
    pub fn value_type(&self, types: &Types, consts: &Constants, v: Value) -> TypeId {
        match v {
            Value::Inst(i) => self.body.as_ref().expect("a body").insts[i].ty,
            Value::Arg(n) => self.param_types(types)[n as usize],
            Value::Const(c) => consts.ty(c),
        }
    }

    /// The annotation `key`, if present.
    pub fn annotation(&self, key: &str) -> Option<ConstId> {
        self.annotations
            .iter()
            .find(|a| &*a.key == key)
            .map(|a| a.value)
    }

    /// Whether the function is an intrinsic (`llvm.*`).
    pub fn is_intrinsic(&self) -> bool {
        self.name.starts_with("llvm.")
    }
}

/// `Value::Arg` for parameter `n`.
pub fn arg(n: usize) -> Value {
    Value::Arg(u32::try_from(n).expect("parameter index fits in u32"))
}

impl Inst {
    /// The instruction's result as a value.
    pub fn value(self) -> Value {
        Value::Inst(self)
    }
}

impl From<Inst> for Value {
    fn from(i: Inst) -> Value {
        Value::Inst(i)
    }
}

impl From<ConstId> for Value {
    fn from(c: ConstId) -> Value {
        Value::Const(c)
    }
}
