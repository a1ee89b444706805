//! The verifier on modules built in code: the invariants text cannot break (the parser never
//! produces these shapes), every error reported at once, and no panic on broken structure.

use seam::ir::{
    AddrSpace, BinaryOp, Block, Body, CastOp, Function, FunctionBuilder, GlobalVar, InstData,
    IntPredicate, Linkage, Module, TypeId, Value,
};
use seam::verify::verify_module;

fn errors(m: &Module) -> Vec<String> {
    match verify_module(m) {
        Ok(()) => Vec::new(),
        Err(e) => e.0.iter().map(ToString::to_string).collect(),
    }
}

fn assert_error(m: &Module, needle: &str) {
    let errs = errors(m);
    assert!(
        errs.iter().any(|e| e.contains(needle)),
        "no error contains {needle:?}: {errs:#?}"
    );
}

/// `define i32 @f(i32 %0)` with an empty body, ready for blocks.
fn one_function() -> (Module, seam::ir::FuncId) {
    let mut m = Module::new_nvptx();
    let ty = m.types.func(TypeId::I32, &[TypeId::I32], false);
    let f = m.add_function(Function::new("f", ty, 1));
    m.functions[f].body = Some(Body::new());
    (m, f)
}

fn body(m: &mut Module, f: seam::ir::FuncId) -> &mut Body {
    m.functions[f].body.as_mut().unwrap()
}

#[test]
fn a_definition_needs_a_block() {
    let (m, _) = one_function();
    assert_error(&m, "needs at least one block");
}

#[test]
fn blocks_end_with_exactly_one_terminator() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    let x = b.param(0);
    b.ret(Some(x));
    let y = b.binary(BinaryOp::Add, x, x);
    let _ = y;
    assert_error(&m, "terminator in the middle of a block");
    assert_error(&m, "block does not end with a terminator");
    let (mut m, f) = one_function();
    body(&mut m, f).add_block(Some("empty"));
    assert_error(&m, "empty block");
}

#[test]
fn operands_must_exist_in_the_function() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    let dead = b.binary(BinaryOp::Add, Value::Arg(0), Value::Arg(0));
    let uses_dead = b.binary(BinaryOp::Mul, dead, Value::Arg(0));
    let bad_arg = b.binary(BinaryOp::Sub, uses_dead, Value::Arg(7));
    b.ret(Some(bad_arg));
    // Take `dead` out of the layout: its users now refer to nothing.
    let Value::Inst(d) = dead else { unreachable!() };
    body(&mut m, f).remove_inst(entry, d);
    assert_error(&m, "is not an instruction of the function");
    assert_error(&m, "parameter 7, which does not exist");
}

#[test]
fn an_instruction_lives_in_one_place() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    let other = b.create_block("other");
    b.switch_to_block(entry);
    let x = b.binary(BinaryOp::Add, Value::Arg(0), Value::Arg(0));
    b.br(other);
    b.switch_to_block(other);
    b.ret(Some(x));
    let Value::Inst(i) = x else { unreachable!() };
    body(&mut m, f).blocks[other].insts.insert(0, i);
    assert_error(&m, "appears in more than one place");
}

#[test]
fn block_operands_must_be_in_the_layout() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    let gone = b.create_block("gone");
    b.switch_to_block(entry);
    b.br(gone);
    b.switch_to_block(gone);
    b.ret(Some(Value::Arg(0)));
    body(&mut m, f).layout.retain(|&blk| blk != gone);
    assert_error(&m, "refers to a block that is not in the function");
}

#[test]
fn recorded_result_types_must_match_the_instruction() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    let wrong = b.append(
        InstData::Binary {
            op: BinaryOp::Add,
            flags: 0,
            lhs: Value::Arg(0),
            rhs: Value::Arg(0),
        },
        TypeId::I64,
    );
    let cmp = b.append(
        InstData::ICmp {
            pred: IntPredicate::Eq,
            lhs: Value::Arg(0),
            rhs: Value::Arg(0),
        },
        TypeId::I32,
    );
    let _ = (wrong, cmp);
    b.ret(Some(Value::Arg(0)));
    assert_error(&m, "operands and result must have one type");
    assert_error(&m, "icmp produces i1");
}

#[test]
fn references_to_removed_functions_are_reported() {
    let (mut m, f) = one_function();
    let ty = m.types.func(TypeId::VOID, &[], false);
    let callee = m.add_function(Function::new("callee", ty, 0));
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    b.call(callee, vec![]);
    b.ret(Some(Value::Arg(0)));
    assert!(errors(&m).is_empty(), "{:?}", errors(&m));
    m.remove_function(callee);
    assert_error(&m, "reference to a function or global that was removed");
    // Printing such a module does not panic either.
    let text = seam::text::print_module(&m);
    assert!(text.contains("@<removed>"));
}

#[test]
fn signature_and_parameter_list_must_agree() {
    let mut m = Module::new();
    let ty = m
        .types
        .func(TypeId::VOID, &[TypeId::I32, TypeId::I32], false);
    m.add_function(Function::new("f", ty, 1));
    assert_error(
        &m,
        "the function type has 2 parameters but the function lists 1",
    );
}

#[test]
fn names_are_unique_across_functions_and_globals() {
    let mut m = Module::new();
    let ty = m.types.func(TypeId::VOID, &[], false);
    m.add_function(Function::new("x", ty, 0));
    let zero = m.consts.i32(0);
    m.add_global(GlobalVar::new(
        "x",
        AddrSpace::GLOBAL,
        TypeId::I32,
        Some(zero),
    ));
    assert_error(&m, "redefinition of a name");
}

#[test]
fn global_initializers_have_the_global_type() {
    let mut m = Module::new();
    let one = m.consts.i64(1);
    m.add_global(GlobalVar::new(
        "g",
        AddrSpace::GLOBAL,
        TypeId::I32,
        Some(one),
    ));
    let mut local = GlobalVar::new("l", AddrSpace::LOCAL, TypeId::I32, None);
    local.linkage = Linkage::Internal;
    m.add_global(local);
    assert_error(&m, "initializer has type 'i64' but the global holds 'i32'");
    assert_error(
        &m,
        "global declaration must have external or extern_weak linkage",
    );
    assert_error(&m, "cannot live in addrspace(5)");
}

#[test]
fn every_error_is_reported_not_only_the_first() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    let p = b.cast(CastOp::IntToPtr, Value::Arg(0), TypeId::PTR);
    let c = b.module.consts.i32(5);
    let s = b.module.types.ptr(AddrSpace::CONST);
    let q = b.cast(CastOp::AddrSpaceCast, p, s);
    b.store(Value::Const(c), q);
    let bad = b.cast(CastOp::Trunc, Value::Arg(0), TypeId::I64);
    let _ = bad;
    b.ret(None);
    let errs = errors(&m);
    assert!(errs.len() >= 3, "{errs:#?}");
    assert!(
        errs.iter()
            .any(|e| e.contains("store to read-only addrspace(4)"))
    );
    assert!(errs.iter().any(|e| e.contains("invalid cast 'trunc'")));
    assert!(
        errs.iter()
            .any(|e| e.contains("'ret void' in a function that returns a value"))
    );
}

#[test]
fn phis_are_checked_against_predecessor_edges() {
    let (mut m, f) = one_function();
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    let join = b.create_block("join");
    b.switch_to_block(entry);
    let c = b.icmp(IntPredicate::Eq, Value::Arg(0), Value::Arg(0));
    b.cond_br(c, join, join);
    b.switch_to_block(join);
    let one = b.iconst(TypeId::I32, 1);
    // Two edges from entry, but one incoming entry.
    let phi = b.phi(TypeId::I32, vec![(one, entry)]);
    b.ret(Some(phi));
    assert_error(
        &m,
        "phi has 1 incoming entries but the block has 2 predecessor edges",
    );
    // Fixing the phi fixes the module.
    b_fix(&mut m, f, phi, one, entry);
    assert!(errors(&m).is_empty(), "{:?}", errors(&m));
}

fn b_fix(m: &mut Module, f: seam::ir::FuncId, phi: Value, v: Value, from: Block) {
    let mut b = FunctionBuilder::new(m, f);
    b.add_incoming(phi, v, from);
}

/// A module built in code prints exactly as the equivalent text parses and prints.
#[test]
fn builder_and_parser_agree() {
    let mut m = Module::new_nvptx();
    let p1 = m.types.ptr(AddrSpace::GLOBAL);
    let ty = m.types.func(TypeId::VOID, &[p1, TypeId::I32], false);
    let mut f = Function::new("k", ty, 2);
    f.cc = seam::ir::CallConv::PtxKernel;
    let k = m.add_function(f);
    let mut b = FunctionBuilder::new(&mut m, k);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    let out = b.param(0);
    let n = b.param(1);
    let wide = b.cast(CastOp::SExt, n, TypeId::I64);
    let slot = b.gep(TypeId::FLOAT, seam::ir::GepFlags::INBOUNDS, out, vec![wide]);
    let v = b.load(TypeId::FLOAT, slot);
    let two = b.f32const(2.0);
    let d = b.binary(BinaryOp::FMul, v, two);
    b.store(d, slot);
    let tmp = b.alloca(TypeId::I64);
    b.store(wide, tmp);
    b.ret(None);
    let built = seam::text::print_module(&m);
    assert!(verify_module(&m).is_ok(), "{built}");
    let text = r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, i32 %1) {
entry:
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %2
  %4 = load float, ptr addrspace(1) %3
  %5 = fmul float %4, 2.0
  store float %5, ptr addrspace(1) %3
  %6 = alloca i64
  store i64 %2, ptr %6
  ret void
}
"#;
    let parsed = seam::text::print_module(&seam::text::parse_module(text).unwrap());
    assert_eq!(built, parsed);
}

/// `@f` using inline assembly of return type `own`: called through `i32 ()`, or stored.
fn uses_inline_asm(own: TypeId, stored: bool) -> Module {
    let (mut m, f) = one_function();
    let own_ty = m.types.func(own, &[], false);
    let ty = m.types.func(TypeId::I32, &[], false);
    let a = Value::Const(m.consts.inline_asm(seam::ir::InlineAsm {
        fn_ty: own_ty,
        asm: "mov.u32 $0, 1;".into(),
        constraints: "=r".into(),
        side_effect: false,
        align_stack: false,
        intel_dialect: false,
        unwind: false,
    }));
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block("entry");
    b.switch_to_block(entry);
    if stored {
        let slot = b.alloca(TypeId::PTR);
        b.store(a, slot);
        b.ret(Some(Value::Arg(0)));
    } else {
        let r = b.call_with(ty, a, vec![], seam::ir::CallConv::C);
        b.ret(r);
    }
    m
}

#[test]
fn inline_assembly_is_only_called_through_its_own_type() {
    // Called through its own type: fine.
    assert_eq!(
        errors(&uses_inline_asm(TypeId::I32, false)),
        Vec::<String>::new()
    );
    assert_error(
        &uses_inline_asm(TypeId::I64, false),
        "inline assembly called through another function type",
    );
    assert_error(
        &uses_inline_asm(TypeId::I32, true),
        "inline assembly used other than as a call's callee",
    );
}
