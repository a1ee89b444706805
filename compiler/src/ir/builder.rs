//! Building functions in code.
//!
//! [`FunctionBuilder`] appends instructions to a current block of one function, computing
//! result types and default alignments the way the parser does, so that a module built in code
//! prints the same as the text it stands for.
//!
//! ```
//! use seam::ir::{FunctionBuilder, Module, Function, TypeId, BinaryOp, IntPredicate};
//!
//! let mut m = Module::new_nvptx();
//! let fty = m.types.func(TypeId::I32, &[TypeId::I32, TypeId::I32], false);
//! let f = m.add_function(Function::new("max", fty, 2));
//! let mut b = FunctionBuilder::new(&mut m, f);
//! let entry = b.create_block("entry");
//! b.switch_to_block(entry);
//! let (x, y) = (b.param(0), b.param(1));
//! let gt = b.icmp(IntPredicate::Sgt, x, y);
//! let r = b.select(gt, x, y);
//! b.ret(Some(r));
//! let text = seam::text::print_module(&m);
//! assert!(text.contains("%3 = select i1 %2, i32 %0, i32 %1"));
//! ```

use super::addrspace::AddrSpace;
use super::attributes::AttrSetId;
use super::constant::ConstId;
use super::function::Function;
use super::function::{Block, Body, Inst, Value, arg};
use super::instructions::{
    Align, AtomicOrdering, AtomicRmwData, BinaryOp, CallConv, CallData, CastOp, FastMath,
    FloatPredicate, GepFlags, InstData, IntFlags, IntPredicate, RmwOp, TailKind,
};
use super::intrinsics::{Intrinsic, OverloadTy};
use super::module::{FuncId, Module};
use super::types::TypeId;

/// Appends instructions to a function of a module.
#[derive(Debug)]
pub struct FunctionBuilder<'m> {
    /// The module (its tables are available to the caller between calls).
    pub module: &'m mut Module,
    func: FuncId,
    block: Option<Block>,
}

impl<'m> FunctionBuilder<'m> {
    /// A builder for `func`, giving it an empty body if it has none.
    pub fn new(module: &'m mut Module, func: FuncId) -> Self {
        if module.functions[func].body.is_none() {
            module.functions[func].body = Some(Body::new());
        }
        FunctionBuilder {
            module,
            func,
            block: None,
        }
    }

    /// The function being built.
    pub fn func(&self) -> FuncId {
        self.func
    }

    fn body(&mut self) -> &mut Body {
        self.module.functions[self.func]
            .body
            .as_mut()
            .expect("the builder gave the function a body")
    }

    /// Creates a named block at the end of the layout.
    pub fn create_block(&mut self, name: &str) -> Block {
        let name = (!name.is_empty()).then_some(name);
        self.body().add_block(name)
    }

    /// Makes `b` the block instructions are appended to.
    pub fn switch_to_block(&mut self, b: Block) {
        self.block = Some(b);
    }

    /// The current block.
    pub fn current_block(&self) -> Option<Block> {
        self.block
    }

    /// Parameter `n` as a value.
    pub fn param(&self, n: usize) -> Value {
        arg(n)
    }

    /// The type of `v`.
    pub fn value_type(&self, v: Value) -> TypeId {
        let m = &*self.module;
        m.functions[self.func].value_type(&m.types, &m.consts, v)
    }

    /// Appends an instruction with an explicit result type.
    pub fn append(&mut self, data: InstData, ty: TypeId) -> Inst {
        let b = self.block.expect("switch_to_block before appending");
        self.body().append_inst(b, data, ty)
    }

    fn value_inst(&mut self, data: InstData, ty: TypeId) -> Value {
        Value::Inst(self.append(data, ty))
    }

    /// Names the result of `v` (an instruction).
    pub fn set_name(&mut self, v: Value, name: &str) {
        if let Value::Inst(i) = v {
            self.body().insts[i].name = Some(name.into());
        }
    }

    // ---- constants ----

    /// An integer constant.
    pub fn iconst(&mut self, ty: TypeId, v: i64) -> Value {
        let m = &mut *self.module;
        Value::Const(m.consts.int(&m.types, ty, v as u64))
    }

    /// A `float` constant.
    pub fn f32const(&mut self, v: f32) -> Value {
        Value::Const(self.module.consts.f32(v))
    }

    /// A `double` constant.
    pub fn f64const(&mut self, v: f64) -> Value {
        Value::Const(self.module.consts.f64(v))
    }

    /// A constant by id.
    pub fn konst(&self, c: ConstId) -> Value {
        Value::Const(c)
    }

    // ---- instructions ----

    /// A binary operation without flags.
    pub fn binary(&mut self, op: BinaryOp, lhs: Value, rhs: Value) -> Value {
        self.binary_flags(op, 0, lhs, rhs)
    }

    /// A binary operation with flags ([`IntFlags`] or [`FastMath`] bits).
    pub fn binary_flags(&mut self, op: BinaryOp, flags: u8, lhs: Value, rhs: Value) -> Value {
        let ty = self.value_type(lhs);
        self.value_inst(
            InstData::Binary {
                op,
                flags,
                lhs,
                rhs,
            },
            ty,
        )
    }

    /// `fneg`.
    pub fn fneg(&mut self, arg: Value) -> Value {
        let ty = self.value_type(arg);
        self.value_inst(
            InstData::FNeg {
                fmf: FastMath::NONE,
                arg,
            },
            ty,
        )
    }

    /// `icmp`.
    pub fn icmp(&mut self, pred: IntPredicate, lhs: Value, rhs: Value) -> Value {
        self.value_inst(InstData::ICmp { pred, lhs, rhs }, TypeId::I1)
    }

    /// `fcmp`.
    pub fn fcmp(&mut self, pred: FloatPredicate, lhs: Value, rhs: Value) -> Value {
        self.value_inst(
            InstData::FCmp {
                pred,
                fmf: FastMath::NONE,
                lhs,
                rhs,
            },
            TypeId::I1,
        )
    }

    /// `select`.
    pub fn select(&mut self, cond: Value, if_true: Value, if_false: Value) -> Value {
        let ty = self.value_type(if_true);
        self.value_inst(
            InstData::Select {
                fmf: FastMath::NONE,
                cond,
                if_true,
                if_false,
            },
            ty,
        )
    }

    /// A `phi` of type `ty` with the given incoming values (more can be pushed later).
    pub fn phi(&mut self, ty: TypeId, incoming: Vec<(Value, Block)>) -> Value {
        self.value_inst(
            InstData::Phi {
                fmf: FastMath::NONE,
                incoming,
            },
            ty,
        )
    }

    /// Adds an incoming value to a `phi`.
    pub fn add_incoming(&mut self, phi: Value, v: Value, from: Block) {
        if let Value::Inst(i) = phi
            && let InstData::Phi { incoming, .. } = &mut self.body().insts[i].data
        {
            incoming.push((v, from));
        }
    }

    /// `alloca` of one `ty` in the data layout's alloca space, with its preferred alignment.
    pub fn alloca(&mut self, ty: TypeId) -> Value {
        let space = self.module.data_layout().alloca_space();
        self.alloca_in(ty, space)
    }

    /// `alloca` in a given address space.
    pub fn alloca_in(&mut self, ty: TypeId, space: AddrSpace) -> Value {
        let m = &mut *self.module;
        let align = Align::new(m.data_layout().pref_align(&m.types, ty)).unwrap_or(Align::ONE);
        let rty = m.types.ptr(space);
        self.value_inst(
            InstData::Alloca {
                ty,
                count: None,
                align,
                space,
            },
            rty,
        )
    }

    fn abi_align(&self, ty: TypeId) -> Align {
        let m = &*self.module;
        Align::new(m.data_layout().abi_align(&m.types, ty)).unwrap_or(Align::ONE)
    }

    /// `load` of `ty` with its ABI alignment.
    pub fn load(&mut self, ty: TypeId, ptr: Value) -> Value {
        let align = self.abi_align(ty);
        self.value_inst(
            InstData::Load {
                ptr,
                align,
                volatile: false,
                atomic: None,
            },
            ty,
        )
    }

    /// `store` with the value type's ABI alignment.
    pub fn store(&mut self, value: Value, ptr: Value) {
        let align = self.abi_align(self.value_type(value));
        self.append(
            InstData::Store {
                value,
                ptr,
                align,
                volatile: false,
                atomic: None,
            },
            TypeId::VOID,
        );
    }

    /// `getelementptr`.
    pub fn gep(
        &mut self,
        source_ty: TypeId,
        flags: GepFlags,
        base: Value,
        indices: Vec<Value>,
    ) -> Value {
        let ty = self.value_type(base);
        self.value_inst(
            InstData::Gep {
                source_ty,
                flags: flags.normalized(),
                base,
                indices,
            },
            ty,
        )
    }

    /// A conversion.
    pub fn cast(&mut self, op: CastOp, arg: Value, to: TypeId) -> Value {
        self.value_inst(
            InstData::Cast {
                op,
                flags: IntFlags::NONE,
                arg,
            },
            to,
        )
    }

    /// `extractvalue`; `None` if the indices do not fit the aggregate.
    pub fn extract_value(&mut self, agg: Value, indices: &[u32]) -> Option<Value> {
        let mut ty = self.value_type(agg);
        for &i in indices {
            ty = self.module.types.aggregate_field(ty, u64::from(i))?;
        }
        Some(self.value_inst(
            InstData::ExtractValue {
                agg,
                indices: indices.into(),
            },
            ty,
        ))
    }

    /// `insertvalue`.
    pub fn insert_value(&mut self, agg: Value, elt: Value, indices: &[u32]) -> Value {
        let ty = self.value_type(agg);
        self.value_inst(
            InstData::InsertValue {
                agg,
                elt,
                indices: indices.into(),
            },
            ty,
        )
    }

    /// A direct call of `callee` with its own type and calling convention; returns the result
    /// for non-void functions.
    pub fn call(&mut self, callee: FuncId, args: Vec<Value>) -> Option<Value> {
        let (fn_ty, cc) = {
            let f = &self.module.functions[callee];
            (f.ty, f.cc)
        };
        let callee_v = self.module.func_ref(callee);
        self.call_with(fn_ty, callee_v, args, cc)
    }

    /// A call of any callee value with an explicit function type (indirect calls).
    pub fn call_with(
        &mut self,
        fn_ty: TypeId,
        callee: Value,
        args: Vec<Value>,
        cc: CallConv,
    ) -> Option<Value> {
        let ret = self
            .module
            .types
            .func_parts(fn_ty)
            .map_or(TypeId::VOID, |(r, _, _)| r);
        let n = args.len();
        let data = CallData {
            callee,
            fn_ty,
            args,
            arg_attrs: vec![AttrSetId::EMPTY; n],
            ret_attrs: AttrSetId::EMPTY,
            fn_attrs: AttrSetId::EMPTY,
            cc,
            tail: TailKind::None,
            fmf: FastMath::NONE,
        };
        let i = self.append(InstData::Call(Box::new(data)), ret);
        (ret != TypeId::VOID).then_some(Value::Inst(i))
    }

    /// `atomicrmw` with system scope and the value's store size as alignment.
    pub fn atomic_rmw(
        &mut self,
        op: RmwOp,
        ptr: Value,
        val: Value,
        ordering: AtomicOrdering,
    ) -> Value {
        let ty = self.value_type(val);
        let m = &*self.module;
        let size = m.data_layout().store_size(&m.types, ty);
        let align = Align::new(size).unwrap_or_else(|| self.abi_align(ty));
        let data = AtomicRmwData {
            op,
            ptr,
            val,
            ordering,
            scope: None,
            align,
            volatile: false,
        };
        self.value_inst(InstData::AtomicRmw(Box::new(data)), ty)
    }

    /// `ret`.
    pub fn ret(&mut self, value: Option<Value>) {
        self.append(InstData::Ret { value }, TypeId::VOID);
    }

    /// `br label %dest`.
    pub fn br(&mut self, dest: Block) {
        self.append(InstData::Br { dest }, TypeId::VOID);
    }

    /// `br i1 %cond, label %t, label %f`.
    pub fn cond_br(&mut self, cond: Value, if_true: Block, if_false: Block) {
        self.append(
            InstData::CondBr {
                cond,
                if_true,
                if_false,
            },
            TypeId::VOID,
        );
    }

    /// `switch`.
    pub fn switch(&mut self, cond: Value, default: Block, cases: Vec<(ConstId, Block)>) {
        self.append(
            InstData::Switch {
                cond,
                default,
                cases,
            },
            TypeId::VOID,
        );
    }

    /// `unreachable`.
    pub fn unreachable(&mut self) {
        self.append(InstData::Unreachable, TypeId::VOID);
    }
}

/// The declaration of intrinsic `intr` with overload types `ov`, created (with LLVM's
/// attributes for it) if the module does not have it yet.
pub fn declare_intrinsic(m: &mut Module, intr: Intrinsic, ov: &[OverloadTy]) -> FuncId {
    let name = intr.name(ov);
    if let Some(f) = m.find_function(&name) {
        return f;
    }
    let ty = intr.signature(&mut m.types, ov);
    let n = m.types.func_parts(ty).map_or(0, |(_, p, _)| p.len());
    let mut f = Function::new(&name, ty, n);
    let a = intr.attributes();
    f.attrs = m.attrs.intern(a.func);
    f.ret_attrs = m.attrs.intern(a.ret);
    for (i, p) in f.params.iter_mut().enumerate() {
        p.attrs = m.attrs.intern(a.params.get(i).cloned().unwrap_or_default());
    }
    m.add_function(f)
}
