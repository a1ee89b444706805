#!/usr/bin/env python3
# Writes compiler/filetests/outline/*.ptx (run in that folder), the outliner's filetests, one rule each.
# Argument: the PTX of `seam gen --seed 0` (seam gen --seed 0 -o s0.ll && seam ptx s0.ll -o s0.ptx),
# for the reruns tests. Then bless the expected outputs: BLESS=1 cargo test -p seam --test outline.
import sys
HEAD = ".version 8.0\n.target sm_90\n.address_size 64\n\n"
OPS = ["add.s32 {d}, {s}, 7;", "mul.lo.s32 {d}, {s}, {i};", "xor.b32 {d}, {s}, 12345;", "shl.b32 {d}, {s}, 3;",
       "sub.s32 {d}, {s}, {i};", "and.b32 {d}, {s}, 65535;", "or.b32 {d}, {s}, 256;", "add.s32 {d}, {s}, {i};"]
def seq(L, rin, base, ops=OPS):
    out = []; prev = rin
    for k in range(L):
        d = f"%r{base+k}"
        out.append("\t" + ops[k % len(ops)].format(d=d, s=prev, i=rin)); prev = d
    return out, prev
def kernel(name, n, L, between=None, directives="", mutate=None, func=False, same_tail=()):
    if func:
        lines = [f".visible .func {name}(.param .b64 {name}_param_0)", "{"]
    else:
        lines = [f".visible .entry {name}(.param .u64 {name}_param_0){directives}", "{"]
    lines += ["\t.reg .pred %p<4>;", "\t.reg .b32 %r<200>;", "\t.reg .b64 %rd<40>;",
              f"\tld.param.u64 %rd1, [{name}_param_0];", "\tcvta.to.global.u64 %rd2, %rd1;", "\tmov.u32 %r0, %tid.x;"]
    for k in range(n):
        rin = f"%r{1+k}"
        lines.append(f"\tadd.s32 {rin}, %r0, {k+1};")
        body, res = seq(L, rin, 20 + 20*k)
        if mutate and k in mutate:
            body, res = mutate[k](body, res)
        if between and k in between:
            body = body[:L//2] + ["\t" + between[k]] + body[L//2:]
        lines += body
        imm = 4*n if k in same_tail else 4*n + 4*k
        lines.append(f"\tmul.wide.u32 %rd{10+k}, %r0, {imm};")
        lines.append(f"\tadd.s64 %rd{20+k}, %rd2, %rd{10+k};")
        lines.append(f"\tst.global.u32 [%rd{20+k}+{4*k}], {res};")
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)
def write(fname, header, body, launch="@k block=2 (out=i32[64] zero)", extra=""):
    with open(fname, "w") as f:
        f.write(f"// outline:{header}\n// launch: {launch}\n{extra}" + HEAD + body)
# benefit 9: L=8, N=4, one value in, one out
write("basic.ptx", "", kernel("k", 4, 8), extra="// expect: Saved 9 instructions by outlining 8 instructions from 4 locations\n// expect: OUTLINED_FUNCTION_0(\n")
# the threshold at its boundary: L=6, N=4 gives benefit exactly 3
write("threshold-at.ptx", " --benefit-threshold 3", kernel("k", 4, 6), extra="// expect: Saved 3 instructions by outlining 6 instructions from 4 locations\n")
write("threshold-above.ptx", " --benefit-threshold 4", kernel("k", 4, 6), extra="// expect: NotOutliningCheaper (benefit below the threshold) OutliningCost=21 NotOutliningCost=24 OutliningBenefit=3 Length=6\n// reject: OutlinedFunction\n")
# three copies: benefit 0 (NotOutliningCheaper at the default threshold)
write("three-copies.ptx", "", kernel("k", 3, 6), extra="// expect: NotOutliningCheaper (benefit below the threshold) OutliningCost=18 NotOutliningCost=18 OutliningBenefit=0\n// reject: OutlinedFunction\n")
# illegal instructions split every copy in the middle: what is outlined never holds them
for nm, ins in [("barrier", "bar.sync 0;"), ("membar", "membar.gl;"), ("param", "ld.param.u64 %rd3, [k_param_0];"),
                ("branch", "bra.uni $L_{k};\n$L_{k}:"), ("sp", "mov.u64 %SPL, __local_depot0;")]:
    between = {k: ins.replace("{k}", str(k)) for k in range(4)}
    body = kernel("k", 4, 16, between=between)
    if nm == "sp":
        body = body.replace("\t.reg .pred %p<4>;", "\t.local .align 4 .b8 __local_depot0[4];\n\t.reg .b64 %SPL;\n\t.reg .pred %p<4>;")
    reject = {"barrier": "bar.sync", "membar": "membar", "param": "ld.param.u64", "branch": "bra", "sp": "%SPL"}[nm]
    extra = f"// expect: OutlinedFunction\n// reject-outlined: {reject}\n"
    write(f"illegal-{nm}.ptx", "", body, extra=extra)
# trap under a guard ends the block
write("illegal-trap.ptx", "", kernel("k", 4, 16, between={k: "@%p1 trap;" for k in range(4)}).replace("\tmov.u32 %r0, %tid.x;", "\tmov.u32 %r0, %tid.x;\n\tsetp.gt.u32 %p1, %r0, 100;"),
      extra="// expect: OutlinedFunction\n// reject-outlined: trap\n")
# a call sequence in the middle
callee = ".func (.param .b32 f_retval0) f(.param .b32 f_param_0)\n{\n\t.reg .b32 %r<3>;\n\tld.param.u32 %r1, [f_param_0];\n\tadd.s32 %r2, %r1, 1;\n\tst.param.b32 [f_retval0], %r2;\n\tret;\n}\n\n"
call = "{{\n\t.param .b32 param0;\n\tst.param.b32 [param0], %r0;\n\t.param .b32 retval0;\n\tcall.uni (retval0), f, (param0);\n\tld.param.b32 %r{r}, [retval0];\n\t}}"
write("illegal-call.ptx", "", callee + kernel("k", 4, 16, between={k: call.format(r=190+k) for k in range(4)}),
      extra="// expect: OutlinedFunction\n// reject-outlined: call\n// reject-outlined: param0\n")
# leaf descendants: abcabc... within one block; without, the direct leaves only
# copies 0 and 1 go on alike after the sequence (its node has a child node holding them and
# two direct leaves): all four copies with leaf descendants, two without (not worth it).
rep = kernel("k", 4, 8, same_tail=(0, 1))
write("leaf-descendants-on.ptx", "", rep, extra="// expect: Saved 9 instructions by outlining 8 instructions from 4 locations\n")
write("leaf-descendants-off.ptx", " --leaf-descendants false", rep, extra="// reject: OutlinedFunction\n// expect: NumOccurrences=2\n")
# nooutline: the copies in f are left alone
write("nooutline.ptx", " --nooutline g", kernel("g", 4, 8, func=True) + "\n" + kernel("k", 2, 8),
      extra="// expect: NumOccurrences=2\n// reject: OutlinedFunction\n")
write("nooutline-off.ptx", "", kernel("g", 4, 8, func=True) + "\n" + kernel("k", 2, 8),
      extra="// expect: by outlining 8 instructions from 6 locations\n")
# a kernel with .maxnreg is not outlined from, unless asked
write("maxnreg.ptx", "", kernel("k", 4, 8, directives="\n.maxnreg 32"), extra="// reject: OutlinedFunction\n// reject: NotOutliningCheaper\n")
write("maxnreg-constrained.ptx", " --constrained-kernels", kernel("k", 4, 8, directives="\n.maxnreg 32"),
      extra="// expect: Saved 9 instructions\n// reject: .maxnreg 32\n\n".replace("// reject: .maxnreg 32\n", ""))
# renaming: copies 2 and 3 reuse a register where copies 0 and 1 use two: two groups of two
def reuse(body, res):
    # the xor reads the live-in instead of the previous value
    body = list(body)
    body[2] = body[2].replace("%r" + body[1].split()[1].strip(",")[2:], "X")
    return body, res
def mut(k):
    def f(body, res):
        b = list(body)
        d = b[2].split()[1].rstrip(",")
        rin = "%r" + str(1 + k)
        b[2] = f"\txor.b32 {d}, {rin}, 12345;"
        return b, res
    return f
write("renaming-split.ptx", "", kernel("k", 6, 8, mutate={3: mut(3), 4: mut(4), 5: mut(5)}),
      extra="// expect: from 3 locations\n")
# live-out: a register written inside the sequence and used after it in one copy only
def lo(body, res):
    return body, res
k = kernel("k", 5, 8)
k = k.replace("\tst.global.u32 [%rd20+0], %r27;", "\tst.global.u32 [%rd20+0], %r27;\n\tst.global.u32 [%rd20+40], %r23;")
write("live-out.ptx", "", k, extra="// expect: OUTLINED_FUNCTION_0_retval[8]\n")
# reruns and naming: LLVM 19's PTX of `seam gen --seed 0`, where each round finds what the
# previous one's calls made right-branching: OUTLINED_FUNCTION_0, then _2_0, then _3_0.
ptx = open(sys.argv[1]).read()
with open("reruns.ptx", "w") as f:
    f.write("// outline: --reruns 3\n// launch: @k0 grid=7 block=4 (out=i32[1792] zero, in=i32[1792] random 1184369837, i32 -1075531093)\n"
            "// launch: @k1 grid=4 block=17 (out=i32[4352] zero, in=i32[4352] random 2298958489, i32 -1479686660)\n"
            "// expect: @OUTLINED_FUNCTION_2_0: OutlinedFunction\n// expect: @OUTLINED_FUNCTION_3_0: OutlinedFunction\n" + ptx)
with open("reruns-none.ptx", "w") as f:
    f.write("// outline:\n// launch: @k0 grid=7 block=4 (out=i32[1792] zero, in=i32[1792] random 1184369837, i32 -1075531093)\n"
            "// expect: @OUTLINED_FUNCTION_0: OutlinedFunction\n// reject: OUTLINED_FUNCTION_2_0\n" + ptx)
# A register written under a guard inside the sequence and used after it: a result (its old
# value comes in as a live-in).
def guarded(k):
    def f(body, res):
        b = list(body)
        b.insert(4, f"\tsetp.lt.u32 %p1, %r0, 1;")
        b.insert(5, f"\t@%p1 add.s32 %r{180+k}, %r{20+20*k+1}, 5;")
        return b, res
    return f
kg = kernel("k", 6, 12, mutate={k: guarded(k) for k in range(6)})
for k in range(6):
    kg = kg.replace(f"\tadd.s32 %r{1+k}, %r0, {k+1};", f"\tmov.u32 %r{180+k}, 100;\n\tbar.sync 0;\n\tadd.s32 %r{1+k}, %r0, {k+1};")
    kg = kg.replace(f"\tst.global.u32 [%rd{20+k}+{4*k}],", f"\tst.global.u32 [%rd{20+k}+{4*k+800}], %r{180+k};\n\tst.global.u32 [%rd{20+k}+{4*k}],")
write("guarded-def.ptx", "", kg, launch="@k block=2 (out=i32[256] zero)",
      extra="// expect: OutlinedFunction\n// expect: by outlining 14 instructions from 6 locations\n")
