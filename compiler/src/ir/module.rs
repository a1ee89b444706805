//! The module: global variables, functions, and the tables they share.
//!
//! A [`Module`] owns its type, constant and attribute-set tables ([`Types`], [`Constants`],
//! [`AttrSets`]) as public fields, next to the arenas of functions and global variables, so a
//! pass can hold `&mut module.functions[f]` and `&mut module.consts` at once.
//!
//! Functions and global variables share one namespace (`@name`). The module keeps no symbol
//! table that could go stale: [`Module::symbol_table`] builds one when asked, and the verifier
//! reports duplicate names. Removing a function or global leaves a hole in its arena; constants
//! that still refer to it are caught by the verifier.

use std::collections::{HashMap, HashSet};

use super::addrspace::AddrSpace;
use super::attributes::{AttrFlag, AttrSets};
use super::constant::{ConstData, ConstId, Constants};
use super::datalayout::DataLayout;
use super::function::{Function, SrcLoc, Value};
use super::instructions::{Align, CallConv, CallData};
use super::metadata::{Annotation, MdId, MdNode, NamedMd, TypeMd};
use super::types::{TypeId, Types};
use crate::entity;
use crate::entity::{PrimaryMap, SlotMap};

entity! {
    /// A function of one module.
    pub struct FuncId("fn");
}

entity! {
    /// A global variable of one module.
    pub struct GlobalId("gv");
}

entity! {
    /// A comdat of one module.
    pub struct ComdatId("comdat");
}

/// Below this weight (instructions plus one per function), a module's functions are not
/// worth splitting over threads ([`Module::function_chunks`]).
pub const PARALLEL_FROM: usize = 50_000;

/// A function or a global variable: anything `@name` can name.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum GlobalValue {
    /// A function.
    Func(FuncId),
    /// A global variable.
    Var(GlobalId),
}

macro_rules! keyword_enum {
    ($(#[$m:meta])* $vis:vis enum $name:ident { $($(#[$vm:meta])* $variant:ident => $kw:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        $vis enum $name {
            $($(#[$vm])* $variant,)*
        }

        impl $name {
            /// The keyword (empty for the default that is not written).
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $kw,)*
                }
            }

            /// The value spelled `kw`.
            pub fn from_name(kw: &str) -> Option<$name> {
                match kw {
                    $($kw if !$kw.is_empty() => Some($name::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

keyword_enum! {
    /// Linkage of a function or global.
    pub enum Linkage {
        /// `private`: local, and not even in the symbol table.
        Private => "private",
        /// `internal`: local to the module.
        Internal => "internal",
        /// `available_externally`.
        AvailableExternally => "available_externally",
        /// `linkonce`.
        LinkOnce => "linkonce",
        /// `weak`.
        Weak => "weak",
        /// `common`.
        Common => "common",
        /// `appending` (`llvm.used` and friends).
        Appending => "appending",
        /// `extern_weak`.
        ExternWeak => "extern_weak",
        /// `linkonce_odr`.
        LinkOnceOdr => "linkonce_odr",
        /// `weak_odr`.
        WeakOdr => "weak_odr",
        /// External (the default, not written).
        External => "",
    }
}

impl Linkage {
    /// `private` or `internal`.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }

    /// Whether LLVM treats a symbol with this linkage and `vis` as `dso_local` without the
    /// keyword (and so never prints it).
    pub fn implies_dso_local(self, vis: Visibility) -> bool {
        self.is_local() || (vis != Visibility::Default && self != Linkage::ExternWeak)
    }
}

keyword_enum! {
    /// Symbol visibility.
    pub enum Visibility {
        /// Default (not written).
        Default => "",
        /// `hidden`.
        Hidden => "hidden",
        /// `protected`.
        Protected => "protected",
    }
}

keyword_enum! {
    /// Whether the address of a symbol is significant.
    pub enum UnnamedAddr {
        /// Significant (not written).
        None => "",
        /// `local_unnamed_addr`.
        Local => "local_unnamed_addr",
        /// `unnamed_addr`.
        Global => "unnamed_addr",
    }
}

keyword_enum! {
    /// How the linker chooses among comdat copies.
    pub enum ComdatKind {
        /// `any`
        Any => "any",
        /// `exactmatch`
        ExactMatch => "exactmatch",
        /// `largest`
        Largest => "largest",
        /// `nodeduplicate`
        NoDeduplicate => "nodeduplicate",
        /// `samesize`
        SameSize => "samesize",
    }
}

/// A comdat, `$name = comdat any`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Comdat {
    /// Name without `$`.
    pub name: String,
    /// Selection kind.
    pub kind: ComdatKind,
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalVar {
    /// Name without `@`.
    pub name: String,
    /// Linkage.
    pub linkage: Linkage,
    /// Visibility.
    pub visibility: Visibility,
    /// `dso_local` (see [`Linkage::implies_dso_local`]).
    pub dso_local: bool,
    /// `unnamed_addr` / `local_unnamed_addr`.
    pub unnamed_addr: UnnamedAddr,
    /// The address space the variable lives in.
    pub space: AddrSpace,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// `constant` (true) or `global` (false).
    pub is_constant: bool,
    /// The type of the value stored.
    pub value_ty: TypeId,
    /// The initializer; `None` for an external declaration.
    pub init: Option<ConstId>,
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
    /// Where it was parsed from.
    pub loc: SrcLoc,
}

impl GlobalVar {
    /// A definition with external linkage holding `init` (or a declaration if `None`).
    pub fn new(name: &str, space: AddrSpace, value_ty: TypeId, init: Option<ConstId>) -> Self {
        GlobalVar {
            name: name.to_owned(),
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dso_local: false,
            unnamed_addr: UnnamedAddr::None,
            space,
            externally_initialized: false,
            is_constant: false,
            value_ty,
            init,
            section: None,
            align: None,
            comdat: None,
            type_md: Vec::new(),
            annotations: Vec::new(),
            loc: SrcLoc::default(),
        }
    }

    /// Whether the variable has no initializer.
    pub fn is_declaration(&self) -> bool {
        self.init.is_none()
    }
}

/// A module of the subset.
#[derive(Clone, Debug)]
pub struct Module {
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target triple = "..."`.
    pub target_triple: Option<String>,
    data_layout_text: Option<String>,
    data_layout: DataLayout,
    /// Interned types.
    pub types: Types,
    /// Interned constants.
    pub consts: Constants,
    /// Interned attribute sets.
    pub attrs: AttrSets,
    /// Global variables, in module order.
    pub globals: SlotMap<GlobalId, GlobalVar>,
    /// Functions, in module order.
    pub functions: SlotMap<FuncId, Function>,
    /// Comdats.
    pub comdats: PrimaryMap<ComdatId, Comdat>,
    /// Generic metadata nodes.
    pub md: PrimaryMap<MdId, MdNode>,
    /// Named metadata other than `!nvvm.annotations`, in order.
    pub named_md: Vec<NamedMd>,
}

impl Default for Module {
    fn default() -> Self {
        Self::new()
    }
}

impl Module {
    /// An empty module with LLVM's default data layout and no triple.
    pub fn new() -> Self {
        Module {
            source_filename: None,
            target_triple: None,
            data_layout_text: None,
            data_layout: DataLayout::default(),
            types: Types::new(),
            consts: Constants::new(),
            attrs: AttrSets::new(),
            globals: SlotMap::new(),
            functions: SlotMap::new(),
            comdats: PrimaryMap::new(),
            md: PrimaryMap::new(),
            named_md: Vec::new(),
        }
    }

    /// An empty module for `nvptx64-nvidia-cuda` with NVPTX's data layout.
    pub fn new_nvptx() -> Self {
        let mut m = Module::new();
        m.target_triple = Some("nvptx64-nvidia-cuda".to_owned());
        m.set_data_layout(Some(super::datalayout::NVPTX64_LAYOUT.to_owned()))
            .expect("the NVPTX layout parses");
        m
    }

    /// The data layout in effect.
    pub fn data_layout(&self) -> &DataLayout {
        &self.data_layout
    }

    /// The `target datalayout` string, if the module has one.
    pub fn data_layout_text(&self) -> Option<&str> {
        self.data_layout_text.as_deref()
    }

    /// Sets (or removes) `target datalayout`.
    pub fn set_data_layout(
        &mut self,
        text: Option<String>,
    ) -> Result<(), super::datalayout::DataLayoutError> {
        self.data_layout = match &text {
            Some(t) => DataLayout::parse(t)?,
            None => DataLayout::default(),
        };
        self.data_layout_text = text;
        Ok(())
    }

    /// Adds a function (declaration or definition) at the end of the module.
    pub fn add_function(&mut self, f: Function) -> FuncId {
        self.functions.push(f)
    }

    /// Adds a global variable at the end of the module.
    pub fn add_global(&mut self, g: GlobalVar) -> GlobalId {
        self.globals.push(g)
    }

    /// Removes a function. Constants that refer to it remain and must not be used any more
    /// (the verifier reports any use).
    pub fn remove_function(&mut self, f: FuncId) -> Option<Function> {
        self.functions.remove(f)
    }

    /// Removes a global variable (same caveat as [`remove_function`](Self::remove_function)).
    pub fn remove_global(&mut self, g: GlobalId) -> Option<GlobalVar> {
        self.globals.remove(g)
    }

    /// The name of a global value.
    pub fn global_name(&self, gv: GlobalValue) -> &str {
        match gv {
            GlobalValue::Func(f) => &self.functions[f].name,
            GlobalValue::Var(g) => &self.globals[g].name,
        }
    }

    /// Whether a global value still exists.
    pub fn global_exists(&self, gv: GlobalValue) -> bool {
        match gv {
            GlobalValue::Func(f) => self.functions.contains(f),
            GlobalValue::Var(g) => self.globals.contains(g),
        }
    }

    /// The address space of a global value (functions live in 0).
    pub fn global_space(&self, gv: GlobalValue) -> AddrSpace {
        match gv {
            GlobalValue::Func(_) => AddrSpace::GENERIC,
            GlobalValue::Var(g) => self.globals[g].space,
        }
    }

    /// The constant holding the address of `gv`.
    pub fn global_ref(&mut self, gv: GlobalValue) -> ConstId {
        let ty = self.types.ptr(self.global_space(gv));
        self.consts.global(ty, gv)
    }

    /// The constant holding the address of function `f`, as a value.
    pub fn func_ref(&mut self, f: FuncId) -> Value {
        Value::Const(self.global_ref(GlobalValue::Func(f)))
    }

    /// A map from name to global value, built now.
    pub fn symbol_table(&self) -> HashMap<&str, GlobalValue> {
        let mut t = HashMap::with_capacity(self.functions.len() + self.globals.len());
        for (g, v) in self.globals.iter() {
            t.insert(v.name.as_str(), GlobalValue::Var(g));
        }
        for (f, v) in self.functions.iter() {
            t.insert(v.name.as_str(), GlobalValue::Func(f));
        }
        t
    }

    /// Looks a function up by name (linear; build a [`symbol_table`](Self::symbol_table) for
    /// many lookups).
    pub fn find_function(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    /// Looks a global variable up by name (linear).
    pub fn find_global(&self, name: &str) -> Option<GlobalId> {
        self.globals
            .iter()
            .find(|(_, g)| g.name == name)
            .map(|(id, _)| id)
    }

    /// A name starting with `base` that no function or global has: `base`, else `base.1`,
    /// `base.2`, ...
    pub fn unique_name(&self, base: &str) -> String {
        let taken: HashSet<&str> = self
            .functions
            .values()
            .map(|f| f.name.as_str())
            .chain(self.globals.values().map(|g| g.name.as_str()))
            .collect();
        if !taken.contains(base) {
            return base.to_owned();
        }
        (1u64..)
            .map(|n| format!("{base}.{n}"))
            .find(|n| !taken.contains(n.as_str()))
            .expect("some suffix is free")
    }

    /// Whether `f` is a kernel entry point: the `ptx_kernel` calling convention, or an
    /// `!nvvm.annotations` entry `"kernel"` with value 1.
    pub fn is_kernel(&self, f: FuncId) -> bool {
        let func = &self.functions[f];
        func.cc == CallConv::PtxKernel
            || func
                .annotation("kernel")
                .and_then(|c| self.consts.as_int(c))
                == Some(1)
    }

    /// Whether `f` has the function attribute `flag`.
    pub fn has_fn_attr(&self, f: FuncId, flag: AttrFlag) -> bool {
        self.attrs.has(self.functions[f].attrs, flag)
    }

    /// Whether a call runs inline assembly (no function is called).
    pub fn calls_inline_asm(&self, call: &CallData) -> bool {
        matches!(call.callee, Value::Const(c) if self.consts.as_inline_asm(c).is_some())
    }

    /// The function a call calls directly: its callee is a function constant and the call
    /// uses that function's type and calling convention. A call through another type or
    /// convention (LLVM 19 accepts one; running it is undefined behaviour) is, for every pass,
    /// a call through a pointer — as LLVM's `getCalledFunction` gives no function for another
    /// type. [`Module::called_function`] gives the function in any case.
    pub fn direct_callee(&self, call: &CallData) -> Option<FuncId> {
        let f = self.called_function(call)?;
        let func = self.functions.get(f)?;
        (func.ty == call.fn_ty && func.cc == call.cc).then_some(f)
    }

    /// The function constant a call's callee is, whatever type and convention the call uses.
    pub fn called_function(&self, call: &CallData) -> Option<FuncId> {
        match call.callee {
            Value::Const(c) => match self.consts.get(c) {
                ConstData::Global {
                    gv: GlobalValue::Func(f),
                    ..
                } => Some(*f),
                _ => None,
            },
            _ => None,
        }
    }

    /// Adds a comdat, or returns the existing one with that name.
    pub fn comdat(&mut self, name: &str, kind: ComdatKind) -> ComdatId {
        let found = self
            .comdats
            .iter()
            .find(|(_, c)| c.name == name)
            .map(|(id, _)| id);
        match found {
            Some(id) => id,
            None => self.comdats.push(Comdat {
                name: name.to_owned(),
                kind,
            }),
        }
    }

    /// The functions in module order, cut into at most `parts` contiguous chunks of about
    /// equal size (a function weighs its instructions plus one): what the printer and the
    /// verifier hand to threads. One chunk when `parts < 2` or the module weighs less than
    /// [`PARALLEL_FROM`].
    pub fn function_chunks(&self, parts: usize) -> Vec<Vec<(FuncId, &Function)>> {
        let weight = |f: &Function| f.body.as_ref().map_or(1, |b| b.inst_count() + 1);
        let total: usize = self.functions.values().map(weight).sum();
        if parts < 2 || total < PARALLEL_FROM {
            return vec![self.functions.iter().collect()];
        }
        let per = total.div_ceil(parts);
        let mut chunks = Vec::with_capacity(parts);
        let (mut chunk, mut acc) = (Vec::new(), 0);
        for (id, f) in self.functions.iter() {
            chunk.push((id, f));
            acc += weight(f);
            if acc >= per {
                chunks.push(std::mem::take(&mut chunk));
                acc = 0;
            }
        }
        if !chunk.is_empty() {
            chunks.push(chunk);
        }
        chunks
    }

    /// Number of instructions in all function bodies.
    pub fn inst_count(&self) -> usize {
        self.functions
            .values()
            .filter_map(|f| f.body.as_ref())
            .map(|b| b.inst_count())
            .sum()
    }
}
