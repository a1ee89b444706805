; ModuleID = 'memcpy_struct.cu'
source_filename = "memcpy_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Record = type { i32, [14 x i32], float }
%struct.__seam_threadIdx_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }

@_ZZ7recordsPK6RecordPS_PiiE5stage = internal addrspace(3) global [32 x %struct.Record] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7recordsPK6RecordPS_Pii(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Record, align 4
  %12 = alloca %struct.Record, align 4
  %13 = alloca [16 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %16, ptr %9, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = load i32, ptr %9, align 4
  %21 = add i32 %19, %20
  store i32 %21, ptr %10, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %4
  %27 = load i32, ptr %10, align 4
  br label %31

28:                                               ; preds = %4
  %29 = load i32, ptr %8, align 4
  %30 = sub nsw i32 %29, 1
  br label %31

31:                                               ; preds = %28, %26
  %32 = phi i32 [ %27, %26 ], [ %30, %28 ]
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds %struct.Record, ptr %22, i64 %33
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %34, i64 64, i1 false)
  %35 = getelementptr inbounds %struct.Record, ptr %11, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = xor i32 %36, 1
  store i32 %37, ptr %35, align 4
  %38 = getelementptr inbounds %struct.Record, ptr %11, i32 0, i32 2
  %39 = load float, ptr %38, align 4
  %40 = fmul float %39, 2.000000e+00
  store float %40, ptr %38, align 4
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [32 x %struct.Record], ptr addrspacecast (ptr addrspace(3) @_ZZ7recordsPK6RecordPS_PiiE5stage to ptr), i64 0, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 4 %11, i64 64, i1 false)
  call void @llvm.nvvm.barrier0()
  %44 = load i32, ptr %9, align 4
  %45 = add nsw i32 %44, 1
  %46 = and i32 %45, 31
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [32 x %struct.Record], ptr addrspacecast (ptr addrspace(3) @_ZZ7recordsPK6RecordPS_PiiE5stage to ptr), i64 0, i64 %47
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %48, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 64, i1 false)
  store i32 0, ptr %14, align 4
  br label %49

49:                                               ; preds = %63, %31
  %50 = load i32, ptr %14, align 4
  %51 = icmp slt i32 %50, 14
  br i1 %51, label %52, label %66

52:                                               ; preds = %49
  %53 = getelementptr inbounds %struct.Record, ptr %12, i32 0, i32 1
  %54 = load i32, ptr %14, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [14 x i32], ptr %53, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = and i32 %57, 15
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 4
  br label %63

63:                                               ; preds = %52
  %64 = load i32, ptr %14, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %14, align 4
  br label %49, !llvm.loop !5

66:                                               ; preds = %49
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %94

70:                                               ; preds = %66
  %71 = load ptr, ptr %6, align 8
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.Record, ptr %71, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %74, ptr align 4 %12, i64 64, i1 false)
  store i32 0, ptr %15, align 4
  br label %75

75:                                               ; preds = %90, %70
  %76 = load i32, ptr %15, align 4
  %77 = icmp slt i32 %76, 16
  br i1 %77, label %78, label %93

78:                                               ; preds = %75
  %79 = load i32, ptr %15, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = load ptr, ptr %7, align 8
  %84 = load i32, ptr %10, align 4
  %85 = mul nsw i32 %84, 16
  %86 = load i32, ptr %15, align 4
  %87 = add nsw i32 %85, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %83, i64 %88
  store i32 %82, ptr %89, align 4
  br label %90

90:                                               ; preds = %78
  %91 = load i32, ptr %15, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %15, align 4
  br label %75, !llvm.loop !7

93:                                               ; preds = %75
  br label %94

94:                                               ; preds = %93, %66
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7recordsPK6RecordPS_Pii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
