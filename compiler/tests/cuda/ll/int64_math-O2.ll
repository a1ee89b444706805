; ModuleID = 'int64_math.cu'
source_filename = "int64_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z10splitmix64y(i64 noundef %0) local_unnamed_addr #0 {
  %2 = add i64 %0, -7046029254386353131
  %3 = lshr i64 %2, 30
  %4 = xor i64 %3, %2
  %5 = mul i64 %4, -4658895280553007687
  %6 = lshr i64 %5, 27
  %7 = xor i64 %6, %5
  %8 = mul i64 %7, -7723592293110705685
  %9 = lshr i64 %8, 31
  %10 = xor i64 %9, %8
  ret i64 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10int64_mathPKyPyPii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %64

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = load i64, ptr %13, align 8, !tbaa !5
  %15 = and i64 %14, 63
  %16 = add i64 %14, -7046029254386353131
  %17 = lshr i64 %16, 30
  %18 = xor i64 %17, %16
  %19 = mul i64 %18, -4658895280553007687
  %20 = lshr i64 %19, 27
  %21 = xor i64 %20, %19
  %22 = mul i64 %21, -7723592293110705685
  %23 = lshr i64 %22, 31
  %24 = xor i64 %23, %22
  %25 = shl nsw i32 %9, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i64, ptr %1, i64 %26
  store i64 %24, ptr %27, align 8, !tbaa !5
  %28 = or i64 %14, 1
  %29 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %24, i64 %28)
  %30 = shl i64 %14, %15
  %31 = xor i64 %15, 63
  %32 = lshr i64 %14, %31
  %33 = add i64 %32, %30
  %34 = add i64 %33, %29
  %35 = or disjoint i32 %25, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %1, i64 %36
  store i64 %34, ptr %37, align 8, !tbaa !5
  %38 = sub i64 0, %14
  %39 = and i64 %38, 63
  %40 = lshr i64 %14, %39
  %41 = or i64 %30, %40
  %42 = or disjoint i32 %25, 2
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i64, ptr %1, i64 %43
  store i64 %41, ptr %44, align 8, !tbaa !5
  %45 = ashr i64 %14, 7
  %46 = mul nsw i64 %45, 3
  %47 = and i64 %14, 4294967295
  %48 = lshr i64 %14, 32
  %49 = mul nuw i64 %47, %48
  %50 = sub i64 %46, %49
  %51 = or disjoint i32 %25, 3
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i64, ptr %1, i64 %52
  store i64 %50, ptr %53, align 8, !tbaa !5
  %54 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %24)
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = shl nsw i32 %9, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %2, i64 %57
  store i32 %55, ptr %58, align 4, !tbaa !9
  %59 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %24, i1 false)
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = or disjoint i32 %56, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %2, i64 %62
  store i32 %60, ptr %63, align 4, !tbaa !9
  br label %64

64:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10int64_mathPKyPyPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
