; ModuleID = 'vote.cu'
source_filename = "vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__seam_blockIdx_t = type { i8 }
%struct.__seam_blockDim_t = type { i8 }
%struct.__seam_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__seam_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__seam_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__seam_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vote(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %19, align 4
  %30 = load ptr, ptr %15, align 8
  %31 = load i32, ptr %19, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %20, align 4
  %35 = load i32, ptr %20, align 4
  %36 = icmp sgt i32 %35, 10
  %37 = zext i1 %36 to i32
  store i32 -1, ptr %13, align 4
  store i32 %37, ptr %14, align 4
  %38 = load i32, ptr %13, align 4
  %39 = load i32, ptr %14, align 4
  %40 = icmp ne i32 %39, 0
  %41 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %38, i1 %40)
  store i32 %41, ptr %21, align 4
  %42 = load i32, ptr %20, align 4
  %43 = icmp slt i32 %42, 0
  %44 = zext i1 %43 to i32
  store i32 -1, ptr %11, align 4
  store i32 %44, ptr %12, align 4
  %45 = load i32, ptr %11, align 4
  %46 = load i32, ptr %12, align 4
  %47 = icmp ne i32 %46, 0
  %48 = call i1 @llvm.nvvm.vote.any.sync(i32 %45, i1 %47)
  %49 = zext i1 %48 to i32
  store i32 %49, ptr %22, align 4
  %50 = load i32, ptr %20, align 4
  %51 = icmp sge i32 %50, 0
  %52 = zext i1 %51 to i32
  store i32 -1, ptr %9, align 4
  store i32 %52, ptr %10, align 4
  %53 = load i32, ptr %9, align 4
  %54 = load i32, ptr %10, align 4
  %55 = icmp ne i32 %54, 0
  %56 = call i1 @llvm.nvvm.vote.all.sync(i32 %53, i1 %55)
  %57 = zext i1 %56 to i32
  store i32 %57, ptr %23, align 4
  %58 = load i32, ptr %20, align 4
  %59 = and i32 %58, 1
  store i32 -1, ptr %7, align 4
  store i32 %59, ptr %8, align 4
  %60 = load i32, ptr %7, align 4
  %61 = load i32, ptr %8, align 4
  %62 = icmp ne i32 %61, 0
  %63 = call i1 @llvm.nvvm.vote.uni.sync(i32 %60, i1 %62)
  %64 = zext i1 %63 to i32
  store i32 %64, ptr %24, align 4
  %65 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %66 = and i32 %65, 31
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %75

68:                                               ; preds = %4
  %69 = load i32, ptr %21, align 4
  %70 = load ptr, ptr %16, align 8
  %71 = load i32, ptr %19, align 4
  %72 = sdiv i32 %71, 32
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %70, i64 %73
  store i32 %69, ptr %74, align 4
  br label %75

75:                                               ; preds = %68, %4
  %76 = load i32, ptr %22, align 4
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i64
  %79 = select i1 %77, i32 1, i32 0
  %80 = load i32, ptr %23, align 4
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, i32 2, i32 0
  %84 = or i32 %79, %83
  %85 = load i32, ptr %24, align 4
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, i32 4, i32 0
  %89 = or i32 %84, %88
  %90 = load i32, ptr %21, align 4
  store i32 %90, ptr %6, align 4
  %91 = load i32, ptr %6, align 4
  %92 = call noundef i32 @llvm.ctpop.i32(i32 %91)
  %93 = shl i32 %92, 3
  %94 = or i32 %89, %93
  %95 = load ptr, ptr %17, align 8
  %96 = load i32, ptr %19, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %95, i64 %97
  store i32 %94, ptr %98, align 4
  %99 = call i32 asm sideeffect "activemask.b32 $0;", "=r"() #3, !srcloc !5
  store i32 %99, ptr %5, align 4
  %100 = load i32, ptr %5, align 4
  %101 = load ptr, ptr %18, align 8
  %102 = load i32, ptr %19, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %101, i64 %103
  store i32 %100, ptr %104, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @vote, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 41450}
