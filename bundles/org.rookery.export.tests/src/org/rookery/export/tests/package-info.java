// SPDX-License-Identifier: EPL-2.0
/** Tests of the exports: each file is read back with a real parser and checked. */
package org.rookery.export.tests;
