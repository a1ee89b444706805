; ModuleID = 'scan.reduce.cu'
source_filename = "scan.reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_gridDim_t = type { i8 }
%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }
%class.SharedMem = type { i8 }

$_Z6reduceIfLi256EEvPKT_PS0_i = comdat any

$_ZN9SharedMemIfE10getPointerEv = comdat any

@gridDim = external dso_local addrspace(1) global %struct.__seam_gridDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1
@s_float = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6reduceIfLi256EEvPKT_PS0_i(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 comdat {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %class.SharedMem, align 1
  %13 = alloca ptr, align 8
  %14 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %15 = load i32, ptr %6, align 4
  %16 = sdiv i32 %15, 4
  %17 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = udiv i32 %16, %17
  %19 = mul i32 %18, 4
  store i32 %19, ptr %7, align 4
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = load i32, ptr %7, align 4
  %22 = mul i32 %20, %21
  store i32 %22, ptr %8, align 4
  %23 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = sub i32 %24, 1
  %26 = icmp eq i32 %23, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %3
  %28 = load i32, ptr %6, align 4
  br label %33

29:                                               ; preds = %3
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %30, %31
  br label %33

33:                                               ; preds = %29, %27
  %34 = phi i32 [ %28, %27 ], [ %32, %29 ]
  store i32 %34, ptr %9, align 4
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %35, ptr %10, align 4
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %10, align 4
  %38 = add nsw i32 %36, %37
  store i32 %38, ptr %11, align 4
  %39 = call noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %12) #4
  store ptr %39, ptr %13, align 8
  store float 0.000000e+00, ptr %14, align 4
  br label %40

40:                                               ; preds = %44, %33
  %41 = load i32, ptr %11, align 4
  %42 = load i32, ptr %9, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %54

44:                                               ; preds = %40
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %45, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = load float, ptr %14, align 4
  %51 = fadd contract float %50, %49
  store float %51, ptr %14, align 4
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 256
  store i32 %53, ptr %11, align 4
  br label %40, !llvm.loop !5

54:                                               ; preds = %40
  %55 = load float, ptr %14, align 4
  %56 = load ptr, ptr %13, align 8
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %56, i64 %58
  store volatile float %55, ptr %59, align 4
  call void @llvm.nvvm.barrier0()
  %60 = load i32, ptr %10, align 4
  %61 = icmp slt i32 %60, 128
  br i1 %61, label %62, label %75

62:                                               ; preds = %54
  %63 = load ptr, ptr %13, align 8
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %64, 128
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %63, i64 %66
  %68 = load volatile float, ptr %67, align 4
  %69 = load ptr, ptr %13, align 8
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %69, i64 %71
  %73 = load volatile float, ptr %72, align 4
  %74 = fadd contract float %73, %68
  store volatile float %74, ptr %72, align 4
  br label %75

75:                                               ; preds = %62, %54
  call void @llvm.nvvm.barrier0()
  %76 = load i32, ptr %10, align 4
  %77 = icmp slt i32 %76, 64
  br i1 %77, label %78, label %91

78:                                               ; preds = %75
  %79 = load ptr, ptr %13, align 8
  %80 = load i32, ptr %10, align 4
  %81 = add nsw i32 %80, 64
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %79, i64 %82
  %84 = load volatile float, ptr %83, align 4
  %85 = load ptr, ptr %13, align 8
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %85, i64 %87
  %89 = load volatile float, ptr %88, align 4
  %90 = fadd contract float %89, %84
  store volatile float %90, ptr %88, align 4
  br label %91

91:                                               ; preds = %78, %75
  call void @llvm.nvvm.barrier0()
  %92 = load i32, ptr %10, align 4
  %93 = icmp slt i32 %92, 32
  br i1 %93, label %94, label %167

94:                                               ; preds = %91
  %95 = load ptr, ptr %13, align 8
  %96 = load i32, ptr %10, align 4
  %97 = add nsw i32 %96, 32
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %95, i64 %98
  %100 = load volatile float, ptr %99, align 4
  %101 = load ptr, ptr %13, align 8
  %102 = load i32, ptr %10, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %101, i64 %103
  %105 = load volatile float, ptr %104, align 4
  %106 = fadd contract float %105, %100
  store volatile float %106, ptr %104, align 4
  %107 = load ptr, ptr %13, align 8
  %108 = load i32, ptr %10, align 4
  %109 = add nsw i32 %108, 16
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %107, i64 %110
  %112 = load volatile float, ptr %111, align 4
  %113 = load ptr, ptr %13, align 8
  %114 = load i32, ptr %10, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %113, i64 %115
  %117 = load volatile float, ptr %116, align 4
  %118 = fadd contract float %117, %112
  store volatile float %118, ptr %116, align 4
  %119 = load ptr, ptr %13, align 8
  %120 = load i32, ptr %10, align 4
  %121 = add nsw i32 %120, 8
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr %119, i64 %122
  %124 = load volatile float, ptr %123, align 4
  %125 = load ptr, ptr %13, align 8
  %126 = load i32, ptr %10, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %125, i64 %127
  %129 = load volatile float, ptr %128, align 4
  %130 = fadd contract float %129, %124
  store volatile float %130, ptr %128, align 4
  %131 = load ptr, ptr %13, align 8
  %132 = load i32, ptr %10, align 4
  %133 = add nsw i32 %132, 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr %131, i64 %134
  %136 = load volatile float, ptr %135, align 4
  %137 = load ptr, ptr %13, align 8
  %138 = load i32, ptr %10, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %137, i64 %139
  %141 = load volatile float, ptr %140, align 4
  %142 = fadd contract float %141, %136
  store volatile float %142, ptr %140, align 4
  %143 = load ptr, ptr %13, align 8
  %144 = load i32, ptr %10, align 4
  %145 = add nsw i32 %144, 2
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %143, i64 %146
  %148 = load volatile float, ptr %147, align 4
  %149 = load ptr, ptr %13, align 8
  %150 = load i32, ptr %10, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %149, i64 %151
  %153 = load volatile float, ptr %152, align 4
  %154 = fadd contract float %153, %148
  store volatile float %154, ptr %152, align 4
  %155 = load ptr, ptr %13, align 8
  %156 = load i32, ptr %10, align 4
  %157 = add nsw i32 %156, 1
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %155, i64 %158
  %160 = load volatile float, ptr %159, align 4
  %161 = load ptr, ptr %13, align 8
  %162 = load i32, ptr %10, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %161, i64 %163
  %165 = load volatile float, ptr %164, align 4
  %166 = fadd contract float %165, %160
  store volatile float %166, ptr %164, align 4
  br label %167

167:                                              ; preds = %94, %91
  %168 = load i32, ptr %10, align 4
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %178

170:                                              ; preds = %167
  %171 = load ptr, ptr %13, align 8
  %172 = getelementptr inbounds float, ptr %171, i64 0
  %173 = load volatile float, ptr %172, align 4
  %174 = load ptr, ptr %5, align 8
  %175 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %174, i64 %176
  store float %173, ptr %177, align 4
  br label %178

178:                                              ; preds = %170, %167
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN9SharedMemIfE10getPointerEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr addrspacecast (ptr addrspace(3) @s_float to ptr)
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z6reduceIfLi256EEvPKT_PS0_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
