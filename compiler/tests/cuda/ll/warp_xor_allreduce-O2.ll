; ModuleID = 'warp_xor_allreduce.cu'
source_filename = "warp_xor_allreduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z14warp_allreducePKfPfPKdPd(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds double, ptr %2, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %12, i32 16, i32 31)
  %16 = tail call noundef float @llvm.maxnum.f32(float %12, float %15)
  %17 = bitcast double %14 to i64
  %18 = trunc i64 %17 to i32
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 16, i32 31)
  %20 = lshr i64 %17, 32
  %21 = trunc nuw i64 %20 to i32
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 16, i32 31)
  %23 = zext i32 %22 to i64
  %24 = shl nuw i64 %23, 32
  %25 = zext i32 %19 to i64
  %26 = or disjoint i64 %24, %25
  %27 = bitcast i64 %26 to double
  %28 = fadd double %14, %27
  %29 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 8, i32 31)
  %30 = tail call noundef float @llvm.maxnum.f32(float %16, float %29)
  %31 = bitcast double %28 to i64
  %32 = trunc i64 %31 to i32
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 8, i32 31)
  %34 = lshr i64 %31, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 8, i32 31)
  %37 = zext i32 %36 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %33 to i64
  %40 = or disjoint i64 %38, %39
  %41 = bitcast i64 %40 to double
  %42 = fadd double %28, %41
  %43 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 4, i32 31)
  %44 = tail call noundef float @llvm.maxnum.f32(float %30, float %43)
  %45 = bitcast double %42 to i64
  %46 = trunc i64 %45 to i32
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 4, i32 31)
  %48 = lshr i64 %45, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 4, i32 31)
  %51 = zext i32 %50 to i64
  %52 = shl nuw i64 %51, 32
  %53 = zext i32 %47 to i64
  %54 = or disjoint i64 %52, %53
  %55 = bitcast i64 %54 to double
  %56 = fadd double %42, %55
  %57 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 2, i32 31)
  %58 = tail call noundef float @llvm.maxnum.f32(float %44, float %57)
  %59 = bitcast double %56 to i64
  %60 = trunc i64 %59 to i32
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 2, i32 31)
  %62 = lshr i64 %59, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 2, i32 31)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %61 to i64
  %68 = or disjoint i64 %66, %67
  %69 = bitcast i64 %68 to double
  %70 = fadd double %56, %69
  %71 = tail call noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 1, i32 31)
  %72 = tail call noundef float @llvm.maxnum.f32(float %58, float %71)
  %73 = bitcast double %70 to i64
  %74 = trunc i64 %73 to i32
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 1, i32 31)
  %76 = lshr i64 %73, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 1, i32 31)
  %79 = zext i32 %78 to i64
  %80 = shl nuw i64 %79, 32
  %81 = zext i32 %75 to i64
  %82 = or disjoint i64 %80, %81
  %83 = bitcast i64 %82 to double
  %84 = fadd double %70, %83
  %85 = getelementptr inbounds float, ptr %1, i64 %10
  store float %72, ptr %85, align 4, !tbaa !5
  %86 = getelementptr inbounds double, ptr %3, i64 %10
  store double %84, ptr %86, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14warp_allreducePKfPfPKdPd, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
