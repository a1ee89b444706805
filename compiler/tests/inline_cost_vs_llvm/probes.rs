//! The table-built probes of the `llvm` cost model's folds: callees that are dead only because
//! an instruction is poison (by a flag or a shift past the width), the vector widening shuffles,
//! and `@known_probes`, the known-bits and range shapes the generator also makes, each called
//! with the arguments that make LLVM 19 fold it. `folds.ll` holds the hand-written shapes.

/// A callee that computes each of `shapes` (an instruction on constants, and the width of its
/// result: 8, 32 or 64 bits, or `None` for a `float`) as an `i32` and `or`s it with its
/// argument, results unused: the `or` is free exactly where LLVM folds the shape to `poison` or
/// to 0.
fn dead_poison_callee(name: &str, shapes: &[(&str, Option<u32>)]) -> String {
    let mut t = format!("define internal i32 @{name}(i32 %x) {{\n");
    for (i, (shape, width)) in shapes.iter().enumerate() {
        t += &format!("  %p{i} = {shape}\n");
        let v = match width {
            None => format!("  %z{i} = bitcast float %p{i} to i32\n"),
            Some(w) if *w < 32 => format!("  %z{i} = zext i{w} %p{i} to i32\n"),
            Some(w) if *w > 32 => format!("  %z{i} = trunc i{w} %p{i} to i32\n"),
            Some(_) => String::new(),
        };
        let z = if v.is_empty() { "p" } else { "z" };
        t += &v;
        t += &format!("  %d{i} = or i32 %{z}{i}, %x\n");
    }
    t + "  %e = add i32 %x, 1\n  ret i32 %e\n}\n"
}

/// `@known_probes(i32 %a, i32 %b, i1 %c)`: each probe a value built from the arguments and one
/// instruction on it that InstSimplify folds exactly where LLVM's known bits, sign bits or
/// ranges bound it (`udiv`/`sdiv` by a constant: `isDivZero`; `ashr` of sign bits), on both
/// sides of each rule: products of masked values (`KnownBits::mul`'s high zeros) and of values
/// with known low bits (its low bits); a strictly positive value divided by a negative one
/// (`KnownBits::sdiv`, which needs `LHS >= -RHS`); chains of `select`s of small constants
/// (`computeConstantRange` stops at the analysis depth limit); `extractelement` of an
/// `insertelement` at an index in range or out of it (where LLVM demands the element and
/// every lane of the vector); a divisor `select` (`threadCmpOverSelect` on the right); a
/// `zext` compared through to its source; the sign bits of a constant vector's lanes; `float`
/// products with an infinity or of two `uitofp`s, whose sign `fpext` keeps only when they
/// cannot be a NaN (`computeKnownFPClass`), and a sum that may be a NaN; a shift amount
/// `isKnownNonZero` proves nonzero (an `lshr exact` of a nonzero value; `isNonZeroShift`: a
/// known one bit that survives the largest amount, or only known zeros shifted out; `shl` of
/// an odd value, `lshr` of a negative one); `X * Y / Y` by the product's flags; a negative
/// value over a negative divisor that may be -1 (`MIN / -1` taken as `MAX`); and the low bit
/// of an `exact` quotient; a shift of an `i24` by an amount whose known bits allow more than
/// the width; and `add`/`sub` chains whose `nsw`/`nuw` fix the sign of a sign-extended
/// dividend, within and past the depth limit; a `sub nsw` whose signed bounds are all negative;
/// a shift amount a `select`'s condition keeps nonzero (below the width and at it); and a shift
/// by an amount folded to the width (poison before "all low bits zero"). Each rule's mutants in `docs/mutants.md` change
/// one of these costs.
fn known_probes() -> String {
    // Each probe's lines; `#` starts the next probe.
    let mut t = String::new();
    let mut line = |l: String| t += &format!("  {l}\n");
    // Products of masked values, then a division by a bound the product does or does not stay
    // below.
    for (i, (ma, mb, d)) in [
        (15, 15, 256),
        (15, 15, 225),
        (7, 31, 256),
        (255, 255, 65536),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%pa{i} = and i32 %a, {ma}"));
        line(format!("%pb{i} = and i32 %b, {mb}"));
        line(format!("%pm{i} = mul i32 %pa{i}, %pb{i}"));
        line(format!("%pq{i} = udiv i32 %pm{i}, {d}"));
    }
    // Products of `16a + oa` and `16b + ob`: their low four bits are known.
    for (i, (oa, ob, m, d)) in [(1, 3, 15, 4), (1, 3, 15, 3), (5, 7, 15, 4), (1, 3, 7, 4)]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%ka{i} = shl i32 %a, 4"));
        line(format!("%kb{i} = or i32 %ka{i}, {oa}"));
        line(format!("%kc{i} = shl i32 %b, 4"));
        line(format!("%kd{i} = or i32 %kc{i}, {ob}"));
        line(format!("%km{i} = mul i32 %kb{i}, %kd{i}"));
        line(format!("%kn{i} = and i32 %km{i}, {m}"));
        line(format!("%kq{i} = udiv i32 %kn{i}, {d}"));
    }
    // A strictly positive dividend in [lo, lo + mask] over a divisor in [-8, -5]: known
    // negative where the dividend's least is at least 8, so its complement is small.
    for (i, (lo, mask, d)) in [(256, 255, 128), (8, 7, 8), (4, 3, 8), (256, 255, 127)]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%sa{i} = and i32 %a, {mask}"));
        line(format!("%sb{i} = or i32 %sa{i}, {lo}"));
        line(format!("%sc{i} = and i32 %b, 3"));
        line(format!("%sd{i} = or i32 %sc{i}, -8"));
        line(format!("%se{i} = sdiv i32 %sb{i}, %sd{i}"));
        line(format!("%sf{i} = xor i32 %se{i}, -1"));
        line(format!("%sq{i} = udiv i32 %sf{i}, {d}"));
    }
    // `select` chains of 1..=12 constants below 50 over a value below 32, divided by 100.
    for n in 1..=12 {
        line("#".to_owned());
        line(format!("%ch{n}_0 = and i32 %a, 31"));
        for k in 1..=n {
            line(format!(
                "%ch{n}_{k} = select i1 %c, i32 {}, i32 %ch{n}_{}",
                3 * k,
                k - 1
            ));
        }
        line(format!("%cq{n} = sdiv i32 %ch{n}_{n}, 100"));
    }
    // Lane 0 of an `insertelement` (of a small value or of `%a`) into `<%a, 0>` or zeros.
    let inserts = [
        ("%xv", "%ia", 1, 0),
        ("%xv", "%ia", 1, 1),
        ("%xv", "%ia", 2, 0),
        ("%xv", "%ia", 64, 0),
        ("zeroinitializer", "%a", 2, 0),
        ("zeroinitializer", "%a", 64, 0),
        ("zeroinitializer", "%ia", 1, 1),
        ("zeroinitializer", "%a", 1, 0),
    ];
    for (i, (vec, elt, idx, lane)) in inserts.iter().enumerate() {
        line("#".to_owned());
        line(format!(
            "%xi{i} = insertelement <2 x i32> {vec}, i32 {elt}, i64 {idx}"
        ));
        line(format!(
            "%xe{i} = extractelement <2 x i32> %xi{i}, i64 {lane}"
        ));
        line(format!("%xq{i} = udiv i32 %xe{i}, 8"));
    }
    // A value below 8 divided by a `select` of two divisors.
    for (i, (x, y)) in [(8, 16), (8, 4), (16, 8)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%ts{i} = select i1 %c, i32 {x}, i32 {y}"));
        line(format!("%tq{i} = udiv i32 %ia, %ts{i}"));
    }
    // `zext` of a masked `i8`, divided by a bound it does or does not stay below.
    for (i, (m, d)) in [(63, 100), (127, 100), (63, 64)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%z8{i} = trunc i32 %a to i8"));
        line(format!("%zm{i} = and i8 %z8{i}, {m}"));
        line(format!("%zx{i} = zext i8 %zm{i} to i32"));
        line(format!("%zq{i} = sdiv i32 %zx{i}, {d}"));
    }
    // A lane of a constant vector (at a variable index), shifted right by anything.
    for (i, vec) in ["<i32 0, i32 -1>", "<i32 0, i32 5>", "<i32 5, i32 0>"]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%ge{i} = extractelement <2 x i32> {vec}, i32 %a"));
        line(format!("%gr{i} = ashr i32 %ge{i}, %b"));
    }
    // A positive `float` times +inf (a NaN when it is 0), 2.0 or -inf, widened and read as
    // an integer: below 2^63 exactly when its sign is known.
    for (i, k) in ["0x7FF0000000000000", "2.0", "0xFFF0000000000000"]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%fo{i} = or i32 %a, 1"));
        line(format!("%fu{i} = uitofp i32 %fo{i} to float"));
        line(format!("%fm{i} = fmul float %fu{i}, {k}"));
        line(format!("%fe{i} = fpext float %fm{i} to double"));
        line(format!("%fb{i} = bitcast double %fe{i} to i64"));
        line(format!("%fq{i} = udiv i64 %fb{i}, -9223372036854775808"));
    }
    // A product of two `uitofp`s (never infinite, so never NaN: its sign survives `fpext`),
    // and a sum with a product that may be NaN (0 * inf): never negative, but its sign bit is
    // not known.
    line("#".to_owned());
    for l in [
        "%ua = uitofp i32 %a to float",
        "%ub = uitofp i32 %b to float",
        "%um = fmul float %ua, %ub",
        "%ue = fpext float %um to double",
        "%uc = bitcast double %ue to i64",
        "%uq = udiv i64 %uc, -9223372036854775808",
        "%ni = fmul float %ua, 0x7FF0000000000000",
        "%ns = fadd float %ni, %ub",
        "%nt = bitcast float %ns to i32",
        "%nq = udiv i32 %nt, -2147483648",
    ] {
        line(l.to_owned());
    }
    // A shift by an amount below the width that `isKnownNonZero` proves nonzero (`lshr exact`
    // of a nonzero value) clears the low bit, so a shift by that bit does nothing; without
    // `exact`, the amount can be 0.
    for (i, exact) in ["exact ", ""].iter().enumerate() {
        line("#".to_owned());
        line(format!("%za{i} = and i32 %b, 8"));
        line(format!("%zb{i} = or i32 %za{i}, 4"));
        line(format!("%zc{i} = lshr {exact}i32 %zb{i}, %a"));
        line(format!("%zd{i} = shl i32 %b, %zc{i}"));
        line(format!("%ze{i} = and i32 %zd{i}, 1"));
        line(format!("%zf{i} = lshr i32 %a, %ze{i}"));
    }
    // The low bit of an `exact` quotient: odd exactly when the dividend is (`divComputeLowBit`),
    // so a shift by the complement of that bit does nothing.
    for (i, (x, op)) in [
        ("%a", "udiv"),
        ("%do", "udiv"),
        ("%do", "sdiv"),
        ("%a", "sdiv"),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%dq{i} = {op} exact i32 {x}, %b"));
        line(format!("%dr{i} = and i32 %dq{i}, 1"));
        line(format!("%ds{i} = xor i32 %dr{i}, 1"));
        line(format!("%dt{i} = lshr i32 %b, %ds{i}"));
    }
    // A shift whose amount `isNonZeroShift` proves nonzero without `exact`: `4 >> (a & 1)` keeps
    // a known one bit; `shl` of an odd value and `lshr` of a negative one are nonzero whatever
    // the amount (here kept below the width, so that the outer shift asks); `(b & 8 | 4) >>
    // (a & 7)` may shift every bit out; `(b << 4 | 16) >> (a & 3)` shifts out only known zeros
    // of a nonzero value.
    for (i, v) in [
        "lshr i32 4, %nm",
        "shl i32 1, %nm3",
        "lshr i32 %ng, %nr",
        "lshr i32 %nb, %n7",
        "lshr i32 %nc, %nm3",
        "lshr i32 %nd, %nm3",
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        for l in [
            "%nm = and i32 %a, 1",
            "%n7 = and i32 %a, 7",
            "%nm3 = and i32 %a, 3",
            "%ng = or i32 %b, -2147483648",
            "%nr = or i32 %nm3, 28",
            "%na = and i32 %b, 8",
            "%nb = or i32 %na, 4",
            "%nk = shl i32 %b, 4",
            "%nc = or i32 %nk, 16",
            "%nd = or i32 %nk, 1",
        ] {
            line(l.to_owned());
        }
        line(format!("%nz{i} = {v}"));
        line(format!("%ny{i} = shl i32 %b, %nz{i}"));
        line(format!("%nx{i} = and i32 %ny{i}, 1"));
        line(format!("%nw{i} = lshr i32 %a, %nx{i}"));
    }
    // `X * Y / Y` is `X` (and `X * Y % Y` is 0) when the product cannot wrap: `nuw` for
    // unsigned, `nsw` for signed, or `X` itself a quotient by `Y`; without them it stays.
    for (i, (mul, op)) in [
        ("mul nuw i32 %a, %mb", "udiv"),
        ("mul nuw i32 %mb, %a", "urem"),
        ("mul nsw i32 %a, %mb", "sdiv"),
        ("mul nsw i32 %a, %mb", "udiv"),
        ("mul nuw i32 %a, %mb", "sdiv"),
        ("mul i32 %mq, %mb", "udiv"),
        ("mul i32 %a, %mb", "srem"),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line("%mb = or i32 %b, 1".to_owned());
        line("%mq = udiv i32 %a, %mb".to_owned());
        line(format!("%mp{i} = {mul}"));
        line(format!("%md{i} = {op} i32 %mp{i}, %mb"));
    }
    // A negative value (at most `MIN | 3`) over a negative divisor that may be -1 (`MIN / -1`,
    // which LLVM's `KnownBits::sdiv` takes as `MAX`) or cannot be: the quotient's sign bit,
    // divided out.
    for (i, d) in ["%sn", "%so"].iter().enumerate() {
        line("#".to_owned());
        line("%sl = and i32 %a, 3".to_owned());
        line("%sm = or i32 %sl, -2147483648".to_owned());
        line("%sn = or i32 %b, -2147483648".to_owned());
        line("%so = and i32 %sn, -2".to_owned());
        line(format!("%sg{i} = sdiv i32 %sm, {d}"));
        line(format!("%sh{i} = udiv i32 %sg{i}, -2147483648"));
    }
    // A shift of an `i24` (a width that is not a power of two: the largest amount LLVM tries
    // is the width less one, not what the amount's low bits allow) by 17 or 25 (where 25 is
    // not tried, bit 0 is known one) or by 16 or 17 (not known).
    for (i, (m, k)) in [(8, 17), (1, 16)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%wx{i} = trunc i32 %a to i24"));
        line(format!("%wy{i} = trunc i32 %b to i24"));
        line(format!("%wv{i} = or i24 %wx{i}, -131072"));
        line(format!("%wm{i} = and i24 %wy{i}, {m}"));
        line(format!("%wa{i} = or i24 %wm{i}, {k}"));
        line(format!("%ws{i} = lshr i24 %wv{i}, %wa{i}"));
        line(format!("%wt{i} = and i24 %ws{i}, 1"));
        line(format!("%wu{i} = xor i24 %wt{i}, 1"));
        line(format!("%ww{i} = lshr i24 %wy{i}, %wu{i}"));
    }
    // `ashr` of a vector built lane by lane: all sign bits when every lane's known bits say so
    // (a remainder by 1), not when only `ComputeNumSignBits` would (`ashr x, 31`: LLVM does
    // not count sign bits through `insertelement`).
    for (i, e) in ["urem i32 7, %vo", "ashr i32 %a, 31"].iter().enumerate() {
        line("#".to_owned());
        line("%vo = or i32 1, 1".to_owned());
        line(format!("%ve{i} = {e}"));
        line(format!(
            "%vv{i} = insertelement <2 x i32> poison, i32 %ve{i}, i64 0"
        ));
        line(format!(
            "%vw{i} = insertelement <2 x i32> %vv{i}, i32 %ve{i}, i64 1"
        ));
        line(format!("%vs{i} = ashr <2 x i32> %vw{i}, <i32 31, i32 31>"));
    }
    // `add`/`sub` with `nsw`/`nuw` over a non-negative `i16` (`KnownBits::computeForAddSub`:
    // the flags fix the sign and the bits below it), chains of 3 to 6 deep (the known bits'
    // depth limit), then sign-extended, straight or through a `select` with 0, and divided by
    // a constant no `i16` sign-extends to (`isDivZero`; past the depth, only comparing the
    // `i16` itself with 0 sees its sign: `simplifyICmpInst`'s recursion through a cast).
    for (i, (op, k, n, sel, d)) in [
        ("add nsw", 1, 4, false, 52739),
        ("add nsw", 1, 5, true, 52739),
        ("add nsw", 1, 6, true, 52739),
        ("add nuw nsw", 1, 4, true, 52739),
        ("add nuw", 1, 4, true, 52739),
        ("sub nsw", 1, 4, true, 52739),
        ("sub nuw nsw", 1, 4, false, 3000),
        ("add nuw nsw", 1000, 4, false, 40000),
        ("add nuw", 1000, 5, false, 40000),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%ft{i} = trunc i32 %a to i16"));
        line(format!("%fl{i} = lshr i16 %ft{i}, 4"));
        let mut prev = format!("%fl{i}");
        for j in 0..*n {
            line(format!("%fa{i}_{j} = {op} i16 {prev}, {k}"));
            prev = format!("%fa{i}_{j}");
        }
        if *sel {
            line(format!("%fs{i} = select i1 %c, i16 {prev}, i16 0"));
            prev = format!("%fs{i}");
        }
        line(format!("%fe{i} = sext i16 {prev} to i32"));
        line(format!("%fq{i} = udiv i32 %fe{i}, {d}"));
    }
    // `sub nsw` of a small value from one just above the smallest `i32`: only the flag's
    // signed bounds (all negative) fix the sign and the zeros below it, so the quotient by a
    // constant just above the largest difference is 0 (and not one below it, nor without
    // the flag).
    for (i, (flag, d)) in [
        ("nsw", -2147483632i64),
        ("nsw", -2147483633),
        ("", -2147483632),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%nm{i} = and i32 %a, 15"));
        line(format!("%nl{i} = or i32 %nm{i}, -2147483648"));
        line(format!("%nn{i} = and i32 %a, 7"));
        line(format!("%ns{i} = sub {flag} i32 %nl{i}, %nn{i}"));
        line(format!("%nq{i} = udiv i32 %ns{i}, {d}"));
    }
    // ... an odd one, whose known low bit (kept with the flag's sign bit) flipped shifts by 0;
    line("#".to_owned());
    line("%om = and i32 %a, 14".to_owned());
    line("%ol = or i32 %om, -2147483647".to_owned());
    line("%on = and i32 %a, 6".to_owned());
    line("%os = sub nsw i32 %ol, %on".to_owned());
    line("%ot = and i32 %os, 1".to_owned());
    line("%ou = xor i32 %ot, 1".to_owned());
    line("%or = lshr i32 %b, %ou".to_owned());
    // `sub nuw` that may borrow for its known bits alone, bounded by the flag (0 by 16, not
    // by 15, nothing without the flag); and `sub nsw` in `[MIN, MIN + 1]`, whose low bit is
    // not known (the shift by it stays);
    for (i, (flag, d)) in [("nuw", 16), ("nuw", 15), ("", 16)].iter().enumerate() {
        line("#".to_owned());
        line(format!("%um{i} = and i32 %a, 15"));
        line(format!("%un{i} = and i32 %a, 7"));
        line(format!("%us{i} = sub {flag} i32 %um{i}, %un{i}"));
        line(format!("%uq{i} = udiv i32 %us{i}, {d}"));
    }
    line("#".to_owned());
    line("%bm = and i32 %a, 1".to_owned());
    line("%bl = or i32 %bm, -2147483648".to_owned());
    line("%bs = sub nsw i32 %bl, %bm".to_owned());
    line("%bt = and i32 %bs, 1".to_owned());
    line("%br = lshr i32 %b, %bt".to_owned());
    // `sub nsw MIN, x & 1`: the flag pins it to `MIN`, bit 0 included (the shift by it is by 0).
    line("#".to_owned());
    line("%pm = and i32 %a, 1".to_owned());
    line("%ps = sub nsw i32 -2147483648, %pm".to_owned());
    line("%pt = and i32 %ps, 1".to_owned());
    line("%pr = lshr i32 %b, %pt".to_owned());
    // `srem` by 8 of a negative value with a known low one (the remainder's high bits are all
    // ones) or without (nothing known), its bit 3 flipped as a shift amount;
    for (i, (k, bit)) in [(-2147483647i64, 8), (-2147483648, 8), (-2147483647, 2)]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%rv{i} = or i32 %a, {k}"));
        line(format!("%rs{i} = srem i32 %rv{i}, 8"));
        line(format!("%rt{i} = and i32 %rs{i}, {bit}"));
        line(format!("%ru{i} = xor i32 %rt{i}, {bit}"));
        line(format!("%rr{i} = lshr i32 %b, %ru{i}"));
    }
    // ... and ones whose largest value is exactly 0 (nothing known of the sign).
    for (i, op) in ["sub nsw i32 %zm{i}, 7", "add nsw i32 %zm{i}, -7"]
        .iter()
        .enumerate()
    {
        line("#".to_owned());
        line(format!("%zm{i} = and i32 %a, 7"));
        line(format!("%zs{i} = {}", op.replace("{i}", &i.to_string())));
        line(format!("%zq{i} = udiv i32 %zs{i}, -2147483647"));
    }
    // A shift amount `select (cond, y & K, K)` (or the arms the other way) that the condition
    // keeps nonzero (`isKnownNonZero`'s `select` arms: `cmpExcludesZero` of the condition that
    // picks the arm, its operands either way round) or does not; with K = 16 the shift is
    // then by 16 alone, and the quotient of a 16-bit value is 0; with K = 32, the width,
    // LLVM does not ask (the amount's largest value is not below the width).
    for (i, (cond, true_arm, k)) in [
        ("ne i32 %sa{i}, 0", true, 16),
        ("ne i32 0, %sa{i}", true, 16),
        ("ugt i32 %sa{i}, 7", true, 16),
        ("ult i32 3, %sa{i}", true, 16),
        ("uge i32 %sa{i}, 16", true, 16),
        ("eq i32 %sa{i}, 16", true, 16),
        ("sgt i32 %sa{i}, 0", true, 16),
        ("sge i32 %sa{i}, 1", true, 16),
        ("eq i32 %sa{i}, 0", false, 16),
        ("ult i32 %sa{i}, 9", false, 16),
        ("ule i32 %sa{i}, 0", false, 16),
        ("sle i32 %sa{i}, 0", false, 16),
        ("slt i32 %sa{i}, 4", false, 16),
        ("ne i32 %sa{i}, 16", false, 16),
        ("ugt i32 1, %sa{i}", false, 16),
        ("ugt i32 %sa{i}, %a", true, 16),
        ("ule i32 %sa{i}, %a", false, 16),
        ("ule i32 %sa{i}, 5", true, 16),
        ("ne i32 %sa{i}, 3", true, 16),
        ("sge i32 %sa{i}, 0", true, 16),
        ("ugt i32 %sa{i}, 2", false, 16),
        ("ne i32 %sa{i}, 0", false, 16),
        ("ne i32 %sa{i}, 0", true, 32),
        ("eq i32 %sa{i}, 0", false, 32),
    ]
    .iter()
    .enumerate()
    {
        line("#".to_owned());
        line(format!("%sa{i} = and i32 %b, {k}"));
        line(format!(
            "%sc{i} = icmp {}",
            cond.replace("{i}", &i.to_string())
        ));
        line(if *true_arm {
            format!("%sr{i} = select i1 %sc{i}, i32 %sa{i}, i32 {k}")
        } else {
            format!("%sr{i} = select i1 %sc{i}, i32 {k}, i32 %sa{i}")
        });
        line(format!("%sm{i} = and i32 %a, 65535"));
        line(format!("%ss{i} = lshr i32 %sm{i}, %sr{i}"));
        line(format!("%sq{i} = udiv i32 %ss{i}, 777"));
    }
    // A shift by an amount the analysis folded to the width: `simplifyShift` makes it poison
    // before it asks whether the amount's low bits are all zero (which would give the shifted
    // value), so the quotient of it folds too; by 16, neither.
    for (i, k) in [32, 16].iter().enumerate() {
        line("#".to_owned());
        line(format!("%wc{i} = icmp eq i32 0, 0"));
        line(format!("%ws{i} = select i1 %wc{i}, i32 {k}, i32 0"));
        line(format!("%wl{i} = lshr i32 %a, %ws{i}"));
        line(format!("%wq{i} = udiv i32 %wl{i}, 20704"));
    }
    // One callee per probe (the cost is one sum per call site: a mistake that moved two
    // probes' costs in opposite directions would cancel within one), each with the values
    // the probes share, and a kernel that calls each.
    let shared = "  %ia = and i32 %a, 7\n  \
                  %xv = insertelement <2 x i32> zeroinitializer, i32 %a, i64 0\n  \
                  %do = or i32 %a, 1\n";
    let probes: Vec<&str> = t.split("  #\n").filter(|p| !p.is_empty()).collect();
    let mut out = String::new();
    let mut calls = String::new();
    for (i, body) in probes.iter().enumerate() {
        out += &format!(
            "define internal i32 @known_probe{i}(i32 %a, i32 %b, i1 %c) {{\n{shared}{body}  \
             %e = add i32 %a, 1\n  ret i32 %e\n}}\n\n"
        );
        calls += &format!("  %r{i} = call i32 @known_probe{i}(i32 %n, i32 %n, i1 %c)\n");
        calls += &format!("  store i32 %r{i}, ptr addrspace(1) %out, align 4\n");
    }
    out + &format!(
        "define ptx_kernel void @known_probes(ptr addrspace(1) %out, i32 %n, i1 %c) {{\n{calls}  \
         ret void\n}}\n"
    )
}

/// The callees built from tables: `@dead_poison_int`, `@dead_poison_cast`, `@shuffle_widen`,
/// `@known_probes`.
pub(crate) fn table_callees() -> String {
    // Poison by a flag that does not hold or a shift past the width: the visitor calls
    // InstSimplify without the flags, so only the shifts (and a result of 0) make the `or` free.
    let ints = [
        "add nsw i8 127, 1",
        "add nuw i8 -1, 1",
        "sub nsw i8 -128, 1",
        "sub nuw i8 0, 1",
        "mul nsw i8 64, 2",
        "mul nuw i8 -128, 2",
        "shl nsw i8 64, 1",
        "shl nuw i8 -128, 1",
        "lshr exact i8 3, 1",
        "ashr exact i8 3, 1",
        "udiv exact i8 7, 2",
        "sdiv exact i8 7, 2",
        "or disjoint i8 3, 1",
        "shl i8 1, 8",
        "lshr i8 1, 9",
        "ashr i8 1, 8",
    ];
    let mut int_shapes: Vec<(&str, Option<u32>)> = ints.iter().map(|s| (*s, Some(8))).collect();
    int_shapes.push(("add nsw i64 9223372036854775807, 1", Some(64)));
    // Casts: constant folding takes no flags, so only `fptosi`/`fptoui` out of range is poison
    // for the cost analysis; `trunc nuw`/`nsw`, `zext nneg`, `uitofp nneg` fold to values.
    let cast_shapes = [
        ("fptoui double -1.0 to i32", Some(32)),
        ("fptosi double 2147483648.0 to i32", Some(32)),
        ("fptoui float 256.0 to i8", Some(8)),
        ("fptosi float -129.0 to i8", Some(8)),
        ("trunc nuw i64 4294967297 to i32", Some(32)),
        ("trunc nsw i64 2147483648 to i32", Some(32)),
        ("trunc nuw nsw i16 -1 to i8", Some(8)),
        ("zext nneg i8 -126 to i32", Some(32)),
        ("uitofp nneg i8 -1 to float", None),
    ];
    // Shuffles that widen: an identity of one operand padded with poison lanes is free for TTI
    // (`isIdentityWithPadding`), constant or not; any other lane, or all lanes poison, is not.
    // Each: the operands' lanes, the mask.
    let masks: [(usize, &str); 12] = [
        (2, "0, 1, poison, poison"),
        (2, "0, poison, poison, poison"),
        (2, "poison, 1, poison, poison"),
        (2, "2, 3, poison, poison"),
        (2, "2, 1, poison, poison"),
        (2, "0, 1, 0, poison"),
        (2, "poison, poison, poison, poison"),
        (4, "0, 1, 2, 3, poison, poison, poison, poison"),
        (2, "0, 1, poison, poison, poison, poison, poison, poison"),
        (2, "3, poison, poison, poison"),
        (4, "0, 1"),
        (2, "1, 0, poison, poison"),
    ];
    let mut widen =
        "define internal i32 @shuffle_widen(i32 %x, <2 x i32> %v2, <4 x i32> %v4) {\n".to_owned();
    for (i, (n, mask)) in masks.iter().enumerate() {
        let lanes = |base: usize| {
            (0..*n)
                .map(|j| format!("i32 {}", base + j))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let m = mask.split(", ").count();
        let mask: Vec<String> = mask.split(", ").map(|l| format!("i32 {l}")).collect();
        let mask = mask.join(", ");
        widen += &format!(
            "  %w{i} = shufflevector <{n} x i32> <{}>, <{n} x i32> <{}>, <{m} x i32> <{mask}>\n",
            lanes(3),
            lanes(40)
        );
        widen += &format!(
            "  %u{i} = shufflevector <{n} x i32> %v{n}, <{n} x i32> %v{n}, <{m} x i32> <{mask}>\n"
        );
    }
    widen += "  %e = add i32 %x, 1\n  ret i32 %e\n}\n";
    format!(
        "{}\n{}\n{widen}\n{}",
        dead_poison_callee("dead_poison_int", &int_shapes),
        dead_poison_callee("dead_poison_cast", &cast_shapes),
        known_probes()
    )
}
