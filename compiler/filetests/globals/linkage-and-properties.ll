; Global variables: every linkage, dso_local (implicit for local linkage), visibility,
; unnamed_addr, address spaces, externally_initialized, constant, section, alignment,
; comdats, declarations, and the appending llvm.used lists clang emits.
; test: roundtrip
; test: verify

$grp = comdat any
$own = comdat largest

@ext = external global i32
@ext_weak = extern_weak global i32
@ext_as = external addrspace(1) global [8 x float], align 16
@priv = private global i32 1
@int = internal dso_local global i32 2
@avail = available_externally global i32 3
@lo = linkonce global i32 4
@w = weak global i32 5
@c = common global i32 0
@lo_odr = linkonce_odr global i32 6, comdat($grp)
@w_odr = weak_odr global i32 7
@own = global i32 8, comdat
@dso = dso_local global i32 9
@hid = hidden global i32 10
@prot = protected global i32 11
@hid_dso = dso_local hidden global i32 12
@ua = unnamed_addr global i32 13
@lua = local_unnamed_addr global i32 14
@const = constant i32 15
@dev = dso_local addrspace(1) externally_initialized global i32 0, align 4
@cst = addrspace(4) externally_initialized constant [2 x float] [float 1.0, float 2.0], align 4
@tile = internal addrspace(3) global [128 x float] undef, align 4
@tile_zero = internal addrspace(3) global [4 x i32] zeroinitializer, align 16
@tile_poison = internal addrspace(3) global i32 poison
@cluster = internal addrspace(7) global [4 x i32] undef
@metal_const = private addrspace(2) constant [10 x i8] c"exception\00"
@sect = global i32 16, section ".nv.mine", align 8
@llvm.used = appending global [1 x ptr] [ptr @ua], section "llvm.metadata"
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @dev to ptr), ptr addrspacecast (ptr addrspace(4) @cst to ptr)], section "llvm.metadata"

; ==== expected output ====
; $grp = comdat any
; $own = comdat largest
;
; @ext = external global i32
; @ext_weak = extern_weak global i32
; @ext_as = external addrspace(1) global [8 x float], align 16
; @priv = private global i32 1
; @int = internal global i32 2
; @avail = available_externally global i32 3
; @lo = linkonce global i32 4
; @w = weak global i32 5
; @c = common global i32 0
; @lo_odr = linkonce_odr global i32 6, comdat($grp)
; @w_odr = weak_odr global i32 7
; @own = global i32 8, comdat
; @dso = dso_local global i32 9
; @hid = hidden global i32 10
; @prot = protected global i32 11
; @hid_dso = hidden global i32 12
; @ua = unnamed_addr global i32 13
; @lua = local_unnamed_addr global i32 14
; @const = constant i32 15
; @dev = dso_local addrspace(1) externally_initialized global i32 0, align 4
; @cst = addrspace(4) externally_initialized constant [2 x float] [float 1.000000e+00, float 2.000000e+00], align 4
; @tile = internal addrspace(3) global [128 x float] undef, align 4
; @tile_zero = internal addrspace(3) global [4 x i32] zeroinitializer, align 16
; @tile_poison = internal addrspace(3) global i32 poison
; @cluster = internal addrspace(7) global [4 x i32] undef
; @metal_const = private addrspace(2) constant [10 x i8] c"exception\00"
; @sect = global i32 16, section ".nv.mine", align 8
; @llvm.used = appending global [1 x ptr] [ptr @ua], section "llvm.metadata"
; @llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @dev to ptr), ptr addrspacecast (ptr addrspace(4) @cst to ptr)], section "llvm.metadata"
