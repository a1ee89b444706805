; Small-constant promotion up to 2,047 bits: @fits (255 bytes, 2,040 bits) is promoted into
; its loads and deleted; @too_big (256 bytes, 2,048 bits) is not (it is an array, so SRA does
; not apply either); @big_struct (2,048 bits) is not promoted and falls to SRA: split into
; its two fields in addrspace(4), each load rewritten to its field.
; test: opt globalopt
; launch: @k grid=1 block=1 (out=i32[3] zero)

target triple = "nvptx64-nvidia-cuda"

@fits = internal addrspace(4) constant [255 x i8] c"\07\08\09\0A\0B\0C\0D\0E\0F\10\11\12\13\14\15\16\17\18\19\1A\1B\1C\1D\1E\1F\20\21\22\23\24\25\26\27\28\29\2A\2B\2C\2D\2E\2F\30\31\32\33\34\35\36\37\38\39\3A\3B\3C\3D\3E\3F\40\41\42\43\44\45\46\47\48\49\4A\4B\4C\4D\4E\4F\50\51\52\53\54\55\56\57\58\59\5A\5B\5C\5D\5E\5F\60\61\62\63\64\65\66\67\68\69\6A\6B\6C\6D\6E\6F\70\71\72\73\74\75\76\77\78\79\7A\7B\7C\7D\7E\7F\80\81\82\83\84\85\86\87\88\89\8A\8B\8C\8D\8E\8F\90\91\92\93\94\95\96\97\98\99\9A\9B\9C\9D\9E\9F\A0\A1\A2\A3\A4\A5\A6\A7\A8\A9\AA\AB\AC\AD\AE\AF\B0\B1\B2\B3\B4\B5\B6\B7\B8\B9\BA\BB\BC\BD\BE\BF\C0\C1\C2\C3\C4\C5\C6\C7\C8\C9\CA\CB\CC\CD\CE\CF\D0\D1\D2\D3\D4\D5\D6\D7\D8\D9\DA\DB\DC\DD\DE\DF\E0\E1\E2\E3\E4\E5\E6\E7\E8\E9\EA\EB\EC\ED\EE\EF\F0\F1\F2\F3\F4\F5\F6\F7\F8\F9\FA\FB\FC\FD\FE\FF\00\01\02\03\04\05", align 1
@too_big = internal addrspace(4) constant [256 x i8] zeroinitializer, align 1
@big_struct = internal addrspace(4) constant { [63 x i32], i32 } { [63 x i32] zeroinitializer, i32 77 }, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = getelementptr inbounds [255 x i8], ptr addrspace(4) @fits, i64 0, i64 3
  %a = load i8, ptr addrspace(4) %p, align 1
  %a32 = zext i8 %a to i32
  %q = getelementptr inbounds [256 x i8], ptr addrspace(4) @too_big, i64 0, i64 5
  %b = load i8, ptr addrspace(4) %q, align 1
  %b32 = zext i8 %b to i32
  %r = getelementptr inbounds { [63 x i32], i32 }, ptr addrspace(4) @big_struct, i64 0, i32 1
  %c = load i32, ptr addrspace(4) %r, align 4
  store i32 %a32, ptr addrspace(1) %out, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 %b32, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %c, ptr addrspace(1) %o2, align 4
  ret void
}

; ==== expected output ====
; pipeline: globalopt
; remark: globalopt: @fits: promoted (small-constant) bits=2040 loads=1 deleted=true
; remark: globalopt: @big_struct: not-promoted (too-large) bits=2048
; remark: globalopt: @big_struct: split (sra) fields=2
; target triple = "nvptx64-nvidia-cuda"
;
; @too_big = internal addrspace(4) constant [256 x i8] zeroinitializer, align 1
; @big_struct.0 = internal addrspace(4) constant [63 x i32] zeroinitializer, align 4
; @big_struct.1 = internal addrspace(4) constant i32 77, align 4
;
; define ptx_kernel void @k(ptr addrspace(1) %out) {
;   %a32 = zext i8 10 to i32
;   %q = getelementptr inbounds [256 x i8], ptr addrspace(4) @too_big, i64 0, i64 5
;   %b = load i8, ptr addrspace(4) %q, align 1
;   %b32 = zext i8 %b to i32
;   %c = load i32, ptr addrspace(4) @big_struct.1, align 4
;   store i32 %a32, ptr addrspace(1) %out, align 4
;   %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
;   store i32 %b32, ptr addrspace(1) %o1, align 4
;   %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
;   store i32 %c, ptr addrspace(1) %o2, align 4
;   ret void
; }
