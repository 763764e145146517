// SPDX-License-Identifier: EPL-2.0
/** Implementation helpers of the format language shared by validation, compiler and ide. */
package org.rookery.format.internal;
